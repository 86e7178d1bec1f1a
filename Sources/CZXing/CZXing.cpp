// The C side of CZXing.h: zxing-cpp's ReadBarcodes behind one extern "C" function that never throws.
#include "CZXing.h"

#include <ZXing/DecodeHints.h>
#include <ZXing/GTIN.h>
#include <ZXing/ReadBarcode.h>

#include <cstring>
#include <string>

namespace {

ZXing::BarcodeFormats formatsOf(int bits) {
    ZXing::BarcodeFormats formats;
    if (bits & CZXing_EAN8) formats |= ZXing::BarcodeFormat::EAN8;
    if (bits & CZXing_EAN13) formats |= ZXing::BarcodeFormat::EAN13;
    if (bits & CZXing_UPCA) formats |= ZXing::BarcodeFormat::UPCA;
    if (bits & CZXing_UPCE) formats |= ZXing::BarcodeFormat::UPCE;
    return formats;
}

int bitOf(ZXing::BarcodeFormat format) {
    switch (format) {
    case ZXing::BarcodeFormat::EAN8: return CZXing_EAN8;
    case ZXing::BarcodeFormat::EAN13: return CZXing_EAN13;
    case ZXing::BarcodeFormat::UPCA: return CZXing_UPCA;
    case ZXing::BarcodeFormat::UPCE: return CZXing_UPCE;
    default: return 0;
    }
}

// Copies `text` into a fixed field; false when it does not fit (no retail code is that long).
template <size_t N> bool copyField(char (&field)[N], const std::string &text) {
    if (text.size() >= N) return false;
    std::memcpy(field, text.data(), text.size());
    field[text.size()] = '\0';
    return true;
}

// zxing-cpp 1.4 appends an add-on to the text after a space ("4198716008901 01"); the
// Swift side wants the main code and the add-on apart, so they are never taken as one.
bool fill(CZXing_result &out, const ZXing::Result &result) {
    out.format = bitOf(result.format());
    if (out.format == 0) return false;
    std::string text = result.text();
    std::string addOn = ZXing::GTIN::EanAddOn(result);
    if (auto space = text.find(' '); space != std::string::npos) text.resize(space);
    if (!copyField(out.text, text) || !copyField(out.add_on, addOn)) return false;
    out.line_count = result.lineCount();
    const auto &position = result.position();
    for (int corner = 0; corner < 4; ++corner) {
        out.x[corner] = position[corner].x;
        out.y[corner] = position[corner].y;
    }
    return true;
}

}  // namespace

extern "C" int CZXing_read(const uint8_t *gray, int width, int height, int stride, const CZXing_options *options,
                           CZXing_result *results, int capacity) {
    if (gray == nullptr || options == nullptr || results == nullptr || width <= 0 || height <= 0 || capacity <= 0)
        return 0;
    try {
        ZXing::DecodeHints hints;
        hints.setFormats(formatsOf(options->formats));
        hints.setTryHarder(options->try_harder != 0);
        hints.setTryRotate(options->try_rotate != 0);
        hints.setTryDownscale(options->try_downscale != 0);
        hints.setMinLineCount(static_cast<uint8_t>(options->min_line_count > 0 ? options->min_line_count : 1));
        hints.setMaxNumberOfSymbols(static_cast<uint8_t>(options->max_symbols > 0 ? options->max_symbols : 255));
        hints.setEanAddOnSymbol(options->read_add_ons ? ZXing::EanAddOnSymbol::Read : ZXing::EanAddOnSymbol::Ignore);
        ZXing::ImageView image(gray, width, height, ZXing::ImageFormat::Lum, stride);
        int count = 0;
        for (const auto &result : ZXing::ReadBarcodes(image, hints)) {
            if (count == capacity) break;
            if (result.isValid() && fill(results[count], result)) ++count;
        }
        return count;
    } catch (...) {
        return -1;
    }
}
