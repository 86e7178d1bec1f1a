// Takes the place of zxing-cpp 1.4's ZXing::Result::operator== in Debian's libZXing.so.
//
// Why: Debian builds zxing-cpp 1.4 with assertions on, and its operator== asserts
// `lineCount() == 1` on a case it otherwise handles: the same linear code twice in one frame
// (two copies of a CD on a table, or one label reached by a second row after the first was
// confirmed), or merged results of turned and shrunk copies. The assertion aborts the whole
// process, not just the read. libZXing.so calls operator== through its PLT (objdump -R shows a
// JUMP_SLOT relocation), so the definition linked into cdscan is the one the library uses.
// This one decides the same question (are two reads one symbol?) without the assertion.
// Tests/ScannerTests (the same code twice in one frame) fail by crashing if it is not used.
// Can go with zxing-cpp 2.x, whose operator== has no such assertion.
#include <ZXing/Quadrilateral.h>
#include <ZXing/Result.h>

#include <algorithm>
#include <cstdlib>

namespace {

int longestSide(const ZXing::Position &p) { return ZXing::maxAbsComponent(p.topLeft() - p.bottomRight()); }

}  // namespace

bool ZXing::Result::operator==(const Result &other) const {
    if (format() != other.format() || bytes() != other.bytes() || error().type() != other.error().type())
        return false;
    if (BarcodeFormats(BarcodeFormat::MatrixCodes).testFlag(format()))
        return IsInside(Center(other.position()), position());
    if (orientation() != other.orientation()) return false;
    if (lineCount() > 1 && other.lineCount() > 1) return IsInside(Center(other.position()), position());
    // One of them is a single scan line: the same symbol when that line starts within half a
    // symbol's length of the other's start (top or bottom edge) and has about its length.
    const Result &line = lineCount() <= other.lineCount() ? *this : other;
    const Result &symbol = &line == this ? other : *this;
    auto start = line.position().topLeft();
    int fromTop = maxAbsComponent(start - symbol.position().topLeft());
    int fromBottom = maxAbsComponent(start - symbol.position().bottomLeft());
    int length = longestSide(symbol.position());
    int lengthDifference = std::abs(length - longestSide(line.position()));
    return std::min(fromTop, fromBottom) < length / 2 && lengthDifference < length / 5;
}
