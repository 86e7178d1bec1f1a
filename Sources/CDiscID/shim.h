#ifndef CDISCID_SHIM_H
#define CDISCID_SHIM_H

#include <discid/discid.h>
#include <fcntl.h>
#include <linux/cdrom.h>
#include <sys/ioctl.h>

// open(2) is variadic (the optional mode); Swift cannot call C variadic
// functions. A drive is only ever opened to ask it things, never created, so
// no mode is passed. O_NONBLOCK lets an empty drive open at all (without it
// the kernel answers ENOMEDIUM before the status ioctl can say "no disc").
static inline int CDiscID_open_drive(const char *path) {
    return open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
}

// ioctl(2) is variadic too. The CD-ROM requests cdscan sends take an int
// argument (or none, passed as 0): CDROM_DRIVE_STATUS (CDSL_CURRENT),
// CDROM_DISC_STATUS and CDROMEJECT. libdiscid has no eject and no status call:
// it reports every failure as text only.
static inline int CDiscID_ioctl_int(int fd, unsigned long request, int arg) {
    return ioctl(fd, request, arg);
}

#endif
