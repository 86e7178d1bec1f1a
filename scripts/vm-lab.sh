# Sourced by scripts/camera-test.sh and scripts/disc-test.sh, from the checkout's top folder,
# after they define fail() and note(): sets `lab` to the VM lab's run-in-vm.sh. The lab lives
# beside the checkout (../shared/v4l2lab), never at a fixed path; V4L2LAB_RUN names another,
# which must exist. A machine without the lab (a user's) skips the calling test with one line
# and status 0, so the suite passes there.
if [ -n "${V4L2LAB_RUN:-}" ]; then
    lab=$V4L2LAB_RUN
    [ -x "$lab" ] || fail "V4L2LAB_RUN names $lab, which is not an executable file"
else
    lab="$(dirname "$PWD")/shared/v4l2lab/run-in-vm.sh"
    if [ ! -x "$lab" ]; then
        note "SKIPPED: no VM lab beside the checkout (../shared/v4l2lab/run-in-vm.sh)"
        exit 0
    fi
fi
