#ifndef CV4L2_SHIM_H
#define CV4L2_SHIM_H

#include <fcntl.h>
#include <libv4l2.h>
#include <linux/videodev2.h>

// v4l2_open is variadic (the optional mode of open(2)); Swift cannot call C
// variadic functions. A capture device is never created, so no mode is passed.
static inline int CV4L2_open(const char *file, int oflag) {
    return v4l2_open(file, oflag);
}

// v4l2_ioctl is variadic; one typed wrapper per argument struct keeps each
// call site checked by the compiler instead of passing an untyped pointer.
// One macro writes them all, so that the table below names only what differs.
#define CV4L2_IOCTL_WRAPPER(name, type) \
    static inline int CV4L2_ioctl_##name(int fd, unsigned long request, type *arg) { \
        return v4l2_ioctl(fd, request, arg); \
    }
CV4L2_IOCTL_WRAPPER(capability, struct v4l2_capability)
CV4L2_IOCTL_WRAPPER(fmtdesc, struct v4l2_fmtdesc)
CV4L2_IOCTL_WRAPPER(frmsizeenum, struct v4l2_frmsizeenum)
CV4L2_IOCTL_WRAPPER(format, struct v4l2_format)
CV4L2_IOCTL_WRAPPER(queryctrl, struct v4l2_queryctrl)
CV4L2_IOCTL_WRAPPER(control, struct v4l2_control)
CV4L2_IOCTL_WRAPPER(requestbuffers, struct v4l2_requestbuffers)
CV4L2_IOCTL_WRAPPER(buffer, struct v4l2_buffer)
// VIDIOC_STREAMON/STREAMOFF take a pointer to the buffer type as an int.
CV4L2_IOCTL_WRAPPER(int, int)

// The VIDIOC_* request numbers are built by the function-like _IOR/_IOW/_IOWR
// macros, which Swift does not import; these hand them over as functions.
static inline unsigned long CV4L2_VIDIOC_QUERYCAP(void) { return VIDIOC_QUERYCAP; }
static inline unsigned long CV4L2_VIDIOC_ENUM_FMT(void) { return VIDIOC_ENUM_FMT; }
static inline unsigned long CV4L2_VIDIOC_ENUM_FRAMESIZES(void) { return VIDIOC_ENUM_FRAMESIZES; }
static inline unsigned long CV4L2_VIDIOC_S_FMT(void) { return VIDIOC_S_FMT; }
static inline unsigned long CV4L2_VIDIOC_QUERYCTRL(void) { return VIDIOC_QUERYCTRL; }
static inline unsigned long CV4L2_VIDIOC_S_CTRL(void) { return VIDIOC_S_CTRL; }
static inline unsigned long CV4L2_VIDIOC_REQBUFS(void) { return VIDIOC_REQBUFS; }
static inline unsigned long CV4L2_VIDIOC_QUERYBUF(void) { return VIDIOC_QUERYBUF; }
static inline unsigned long CV4L2_VIDIOC_QBUF(void) { return VIDIOC_QBUF; }
static inline unsigned long CV4L2_VIDIOC_DQBUF(void) { return VIDIOC_DQBUF; }
static inline unsigned long CV4L2_VIDIOC_STREAMON(void) { return VIDIOC_STREAMON; }
static inline unsigned long CV4L2_VIDIOC_STREAMOFF(void) { return VIDIOC_STREAMOFF; }

// V4L2_PIX_FMT_* are built by the function-like v4l2_fourcc macro. YU12
// (planar YUV 4:2:0) is the one format cdscan asks libv4l2 for: its first
// plane is the luma zbar reads as Y800, and libv4lconvert makes it from the
// MJPEG or YUYV that webcams actually send.
static inline unsigned int CV4L2_PIX_FMT_YUV420(void) { return V4L2_PIX_FMT_YUV420; }

// V4L2_CID_FOCUS_AUTO is an expression of other macros (class base + offset),
// which Swift imports inconsistently; a function makes it plainly a __u32.
static inline unsigned int CV4L2_CID_FOCUS_AUTO(void) { return V4L2_CID_FOCUS_AUTO; }

#endif
