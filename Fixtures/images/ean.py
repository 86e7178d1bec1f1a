"""EAN-13, UPC-A, UPC-E and EAN-8 bar patterns, rendered with Pillow.

Written from the GS1 General Specifications' symbol tables so the fixtures
need no barcode package: a pattern is a string of '1' (bar) and '0' (space)
modules, and `render` draws it with quiet zones, long guard bars and the
human-readable digits under the bars, as printed on a CD case.
"""

from PIL import Image, ImageDraw, ImageFont

L_CODES = ["0001101", "0011001", "0010011", "0111101", "0100011",
           "0110001", "0101111", "0111011", "0110111", "0001011"]
R_CODES = ["".join("1" if b == "0" else "0" for b in code) for code in L_CODES]
G_CODES = [code[::-1] for code in R_CODES]
EAN13_PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG",
                "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"]
# UPC-E parity for number system 0, chosen by the check digit (E = even = G).
UPCE_PARITY = ["EEEOOO", "EEOEOO", "EEOOEO", "EEOOOE", "EOEEOO",
               "EOOEEO", "EOOOEE", "EOEOEO", "EOEOOE", "EOOEOE"]


def check_digit(body):
    """GS1 check digit: weights 3 and 1 alternate from the rightmost digit."""
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return str((10 - total % 10) % 10)


def upce_to_upca(upce):
    """Expands an 8-digit UPC-E (number system, six digits, check) to UPC-A."""
    ns, d, check = upce[0], upce[1:7], upce[7]
    last = d[5]
    if last in "012":
        body = ns + d[0:2] + last + "0000" + d[2:5]
    elif last == "3":
        body = ns + d[0:3] + "00000" + d[3:5]
    elif last == "4":
        body = ns + d[0:4] + "00000" + d[4]
    else:
        body = ns + d[0:5] + "0000" + last
    return body + check


def reader_gtin13(code):
    """Every GTIN-13 a reader's digits could stand for (an 8-digit code may be EAN-8 or UPC-E); an
    add-on after a space or a "+" is left out."""
    code = code.split(" ")[0].split("+")[0]
    if len(code) == 13:
        return {code}
    if len(code) == 12:
        return {"0" + code}
    if len(code) == 8:
        forms = {"00000" + code}
        if code[0] in "01":
            forms.add("0" + upce_to_upca(code))
        return forms
    return {code}


def validate(kind, digits):
    if kind == "upce":
        upca = upce_to_upca(digits)
        assert check_digit(upca[:-1]) == upca[-1], f"bad UPC-E check digit: {digits}"
    else:
        assert check_digit(digits[:-1]) == digits[-1], f"bad check digit: {digits}"


def pattern(kind, digits):
    """Module string for the symbol, without quiet zones; also the long-bar mask."""
    validate(kind, digits)
    if kind == "upca":
        return pattern("ean13", "0" + digits)
    if kind == "ean13":
        parity = EAN13_PARITY[int(digits[0])]
        left = "".join((L_CODES if p == "L" else G_CODES)[int(c)] for p, c in zip(parity, digits[1:7]))
        right = "".join(R_CODES[int(c)] for c in digits[7:13])
        bars = "101" + left + "01010" + right + "101"
        guards = set(range(0, 3)) | set(range(45, 50)) | set(range(92, 95))
        return bars, guards
    if kind == "ean8":
        left = "".join(L_CODES[int(c)] for c in digits[0:4])
        right = "".join(R_CODES[int(c)] for c in digits[4:8])
        bars = "101" + left + "01010" + right + "101"
        guards = set(range(0, 3)) | set(range(31, 36)) | set(range(64, 67))
        return bars, guards
    if kind == "upce":
        parity = UPCE_PARITY[int(digits[7])]
        if digits[0] == "1":
            parity = "".join("O" if p == "E" else "E" for p in parity)
        body = "".join((L_CODES if p == "O" else G_CODES)[int(c)] for p, c in zip(parity, digits[1:7]))
        bars = "101" + body + "010101"
        guards = set(range(0, 3)) | set(range(45, 51))
        return bars, guards
    raise ValueError(kind)


def font(size):
    return ImageFont.load_default(size)


def render(kind, digits, module=3, height=None, ink=0, paper=255, upc_long=True):
    """A greyscale ("L") image of the barcode with quiet zones and digits."""
    bars, guards = pattern(kind, digits)
    if kind == "upca" and upc_long:
        # UPC-A prints the first and last digit's bars long, like the guards.
        guards = guards | set(range(3, 10)) | set(range(85, 92))
    quiet = 11 * module
    text_h = 10 * module
    height = height or 60 * module
    width = len(bars) * module + 2 * quiet
    img = Image.new("L", (width, height + text_h + 4 * module), paper)
    draw = ImageDraw.Draw(img)
    top = 2 * module
    for i, bit in enumerate(bars):
        if bit != "1":
            continue
        x = quiet + i * module
        bottom = top + height + (5 * module if i in guards else 0)
        draw.rectangle([x, top, x + module - 1, bottom], fill=ink)
    f = font(9 * module)
    y = top + height + module
    def text(x, s):
        draw.text((x, y), s, fill=ink, font=f, anchor="ma")
    x0 = quiet
    if kind == "ean13":
        text(x0 - 4 * module, digits[0])
        text(x0 + 24 * module, digits[1:7])
        text(x0 + 71 * module, digits[7:13])
    elif kind == "upca":
        text(x0 - 4 * module, digits[0])
        text(x0 + 27 * module, digits[1:6])
        text(x0 + 68 * module, digits[6:11])
        text(x0 + 99 * module, digits[11])
    elif kind == "ean8":
        text(x0 + 17 * module, digits[0:4])
        text(x0 + 50 * module, digits[4:8])
    elif kind == "upce":
        text(x0 - 4 * module, digits[0])
        text(x0 + 24 * module, digits[1:7])
        text(x0 + 55 * module, digits[7])
    return img
