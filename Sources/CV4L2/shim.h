#ifndef CV4L2_SHIM_H
#define CV4L2_SHIM_H

#include <fcntl.h>
#include <libv4l2.h>
#include <linux/videodev2.h>

#endif
