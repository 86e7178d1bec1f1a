#!/usr/bin/env python3
"""Bar-pattern verifier prototype for EAN-13 / UPC-A candidates (research, cdscan).

    verify.py IMAGE CODE13 X0 Y0 X1 Y1      -> prints the scores of one candidate

Algorithm (what a Swift port does), constants below:
 1. pattern95(code): the 95-module pattern (1 = bar) of an EAN-13 (UPC-A = EAN-13 with a leading 0):
    101, six L/G codes (parity of the first digit), 01010, six R codes, 101.
 2. grow(): a box thinner than MINBOX px (zbar's box of one line) is grown about its centre.
    Orientation: structure tensor of Sobel gradients summed over the box grown by 25% of its longer
    side; theta = 0.5*atan2(2Jxy, Jxx-Jyy); u = (cos, sin) runs across the bars, v along them.
 3. Scan lines: NLINES lines parallel to u, their offsets along v evenly over SPREAD of the box's
    extent along v; each from the box's extent along u less 1.6 box lengths to plus 1.6 (clipped to
    the image), sampled every 1 px by bilinear interpolation, each sample the mean of 3 at -1, 0, +1
    px along v. The reading direction is unknown: every line is also tried reversed.
 4. Model of one line: module edge m (0..95) sits at pixel s(m) = s0 + w*m*(1+c)/(1+c*m/95)
    (projective: perspective makes the module width go from w(1+c) to w/(1+c), |c| <= CMAX); the
    ideal profile is sum over bars [ma, mb) of Phi((s(mb)-x)/sig) - Phi((s(ma)-x)/sig) (the bars
    blurred by a Gaussian of sigma sig px); the profile is offset(x) + gain(x)*template with a
    quadratic offset and a linear gain in x (glare), both by linear least squares; gain < 0.
 5. Coarse fit (fast_template: bar cover per pixel convolved with a Gaussian, sig = SIG0*w): on
    the middle line, both directions, w on a log grid (COARSE_STEP) from max(0.5, 0.4 L/95) to
    2.6 L/95 (L = box length along u), phases 0, .25, .5, .75 px, every s0, normalised correlation;
    the symbol's middle must lie within the box's extent along u +- L/2. If the best < COARSE_OK:
    the lines at 1/4, 1/2, 3/4, both directions, with stretches c in STRETCHES. Then each line:
    the same search with w within +-4% and c within +-0.05 of the coarse fit's, then least squares
    (scipy trf, bounds s0 +-3w, w +-5%, |c| <= CMAX, 0.2 <= sig <= SIGMAX*w) over the window
    [s0-3w, s0+98w]; a line that does not cross the whole symbol is dropped.
    corr(line) = Pearson correlation of (profile - offset) with gain*template.
 6. Lines used: corr >= max(KEEP_MIN, best corr - KEEP_DROP). ucorr = median corr of those.
 7. Digit margin: for each of the 12 encoded digits and each used line, with the line's fit held
    (offset, gain removed: profile in template units), SSE over the digit's 7 modules +-1 of the
    candidate's pattern and of every other pattern possible there (left: the other 19 L/G codes,
    right: the other 9 R codes), each at its best shift in SHIFTS (modules); d = (least other SSE -
    candidate SSE) / the line's mean squared residual. dmed = min over digits of the median over
    lines of d. (margin = min over digits of the mean over lines.)
 8. Verdict (chosen on tuning halves): no opinion unless the fit is trustworthy (ucorr >= 0.7,
    w >= 0.8 px, >= 3 lines used); then reject if dmed < 0, accept otherwise.
"""

import math
import os
import sys

import numpy as np
from scipy import ndimage, optimize
from scipy.special import ndtr

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Fixtures", "images"))
from ean import EAN13_PARITY as PARITY, G_CODES, L_CODES, R_CODES  # noqa: E402  (the fixtures' symbol tables)

NLINES = 15
SPREAD = 0.9  # share of the box's extent along the bars the lines cover
SIG0 = 0.45
KEEP_MIN, KEEP_DROP = 0.5, 0.06  # lines used: corr >= max(KEEP_MIN, best - KEEP_DROP)
NGAIN = 2  # gain polynomial terms (offset always quadratic)
MINBOX = 16
QMIN, WMIN, NMIN, DMIN = 0.7, 0.8, 3, 0.0  # verdict thresholds (tuning halves)
SIGMAX = 1.2  # blur sigma at most this many modules
CMAX = 0.35  # perspective: module width from w(1+c) at the start to w/(1+c) at the end, |c| <= CMAX
COARSE_STEP, COARSE_OK = 0.012, 0.8
SHIFTS = (-0.3, 0.0, 0.3)  # modules a digit may sit off the line's fit
STRETCHES = (-0.2, -0.1, 0.0, 0.1, 0.2)  # perspective c tried by the wider coarse search


def pattern95(code):
    code = code if len(code) == 13 else "0" + code
    par = PARITY[int(code[0])]
    s = "101"
    for p, c in zip(par, code[1:7]):
        s += (L_CODES if p == "L" else G_CODES)[int(c)]
    s += "01010"
    for c in code[7:13]:
        s += R_CODES[int(c)]
    s += "101"
    assert len(s) == 95
    return np.array([int(ch) for ch in s], dtype=np.int8)


def bars_of(pat):
    """[(start, end)) module intervals of the bars."""
    out, m = [], 0
    while m < len(pat):
        if pat[m]:
            e = m
            while e < len(pat) and pat[e]:
                e += 1
            out.append((m, e))
            m = e
        else:
            m += 1
    return np.array(out, dtype=np.float64)


def mpos(m, s0, w, c):
    """Pixel position of module edge m: a projective map with mean module width w."""
    return s0 + w * m * (1 + c) / (1 + c * m / 95.0)


def render(bars, s, s0, w, q, sig):
    """Blurred ideal profile (1 = bar) at pixel positions s."""
    def pos(m):
        return mpos(m, s0, w, q)
    a = pos(bars[:, 0])[None, :]
    b = pos(bars[:, 1])[None, :]
    ss = s[:, None]
    sig = max(sig, 0.25)
    return (ndtr((b - ss) / sig) - ndtr((a - ss) / sig)).sum(axis=1)


def render_batch(bars, s, s0, w, q, sig):
    """render() for K templates at once: bars (K or 1, nb, 2) module intervals (zero-length ones
    allowed as padding), s0 and q arrays of K (or scalars). Returns (K, len(s))."""
    s0 = np.atleast_1d(np.asarray(s0, dtype=float))[:, None]
    q = np.atleast_1d(np.asarray(q, dtype=float))[:, None]
    ma, mb = bars[..., 0], bars[..., 1]
    a = mpos(ma, s0, w, q)  # (K, nb)
    b = mpos(mb, s0, w, q)
    sig = max(sig, 0.25)
    ss = s[None, None, :]
    return (ndtr((b[..., None] - ss) / sig) - ndtr((a[..., None] - ss) / sig)).sum(axis=1)


def fast_template(bars, length, s0, w, q, sig):
    """render() at pixels 0..length-1, approximately: the bars' cover of each pixel (exact box
    sampling) convolved with a sampled Gaussian of sigma sqrt(sig^2 - 1/12)."""
    ma, mb = bars[:, 0], bars[:, 1]
    a = mpos(ma, s0, w, q)
    b = mpos(mb, s0, w, q)
    edges = np.empty(2 * len(a))
    edges[0::2], edges[1::2] = a, b
    cum = np.zeros(len(edges))
    cum[1::2] = np.cumsum(b - a)
    cum[2::2] = cum[1:-1:2]
    x = np.arange(length + 1) - 0.5
    c = np.interp(x, edges, cum, left=0.0, right=cum[-1])
    pix = np.diff(c)
    g = math.sqrt(max(sig * sig - 1.0 / 12, 0.01))
    half = int(math.ceil(3 * g))
    ker = np.exp(-0.5 * (np.arange(-half, half + 1) / g) ** 2)
    return np.convolve(pix, ker / ker.sum(), mode="same")


def grow(box, shape):
    """A box too thin to show the symbol (zbar's box of one scan line is a point or a line)
    grown about its centre: each side at least half the longer side and at least MINBOX px
    (a point: a fifth of the image's shorter side)."""
    x0, y0, x1, y1 = [float(v) for v in box]
    long_side = max(x1 - x0, y1 - y0)
    least = max(MINBOX, 0.5 * long_side) if long_side >= MINBOX else max(MINBOX, 0.2 * min(shape))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    hw, hh = max(x1 - x0, least) / 2, max(y1 - y0, least) / 2
    return (cx - hw, cy - hh, cx + hw, cy + hh)


def orientation(img, box):
    x0, y0, x1, y1 = box
    g = 0.25 * max(x1 - x0, y1 - y0, 8)
    h, wd = img.shape
    xa, xb = int(max(0, x0 - g)), int(min(wd, x1 + g + 1))
    ya, yb = int(max(0, y0 - g)), int(min(h, y1 + g + 1))
    sub = img[ya:yb, xa:xb]
    gx = ndimage.sobel(sub, axis=1)
    gy = ndimage.sobel(sub, axis=0)
    jxx, jyy, jxy = (gx * gx).sum(), (gy * gy).sum(), (gx * gy).sum()
    theta = 0.5 * math.atan2(2 * jxy, jxx - jyy)
    coher = math.sqrt((jxx - jyy) ** 2 + 4 * jxy ** 2) / max(jxx + jyy, 1e-9)
    return theta, coher


def sample_lines(img, box, theta, nlines=NLINES):
    h, wd = img.shape
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2.0, (y0 + y1) / 2.0
    u = np.array([math.cos(theta), math.sin(theta)])
    v = np.array([-u[1], u[0]])
    corners = np.array([[x0, y0], [x1, y0], [x0, y1], [x1, y1]], dtype=float) - [cx, cy]
    pu, pv = corners @ u, corners @ v
    vext = (pv.min(), pv.max())
    box_u = (pu.min(), pu.max())
    diag = math.hypot(h, wd)
    blen = max(box_u[1] - box_u[0], 4.0)
    t = np.arange(max(-diag, box_u[0] - 1.6 * blen), min(diag, box_u[1] + 1.6 * blen) + 1, 1.0)
    lines = []
    span = SPREAD * (vext[1] - vext[0])
    offs = np.linspace(-span / 2, span / 2, nlines) if nlines > 1 else [0.0]
    for o in offs:
        acc = None
        for d in (-1.0, 0.0, 1.0):
            px = cx + t * u[0] + (o + d) * v[0]
            py = cy + t * u[1] + (o + d) * v[1]
            val = ndimage.map_coordinates(img, [py, px], order=1, mode="constant", cval=np.nan)
            acc = val if acc is None else acc + val
        val = acc / 3.0
        inside = ~np.isnan(val)
        if inside.sum() < 20:
            continue
        idx = np.nonzero(inside)[0]
        i0, i1 = idx[0], idx[-1] + 1
        lines.append((t[i0:i1], val[i0:i1]))
    return lines, box_u


def coarse(tpos, prof, bars, wlo, whi, center_lo, center_hi, step=0.008, ks=(0.0,)):
    """Best (ncc, s0, w, k) over the grid."""
    best = (-2.0, None, None, 0.0)
    p = prof - prof.mean()
    n = len(p)
    cs = np.concatenate([[0], np.cumsum(prof)])
    cs2 = np.concatenate([[0], np.cumsum(prof * prof)])
    w = wlo
    while w <= whi:
        length = int(math.ceil(95 * w)) + 1
        if length + 2 > n:
            break
        combos = [(ph, k) for ph in (0.0, 0.25, 0.5, 0.75) for k in ks]
        for phase, k in combos:
            tpl = fast_template(bars, length, phase, w, k, SIG0 * w)
            tpl = tpl - tpl.mean()
            tn = math.sqrt((tpl * tpl).sum())
            if tn <= 0:
                continue
            num = np.correlate(prof, tpl, mode="valid")  # index k: window prof[k:k+length]
            kk = np.arange(len(num))
            sm = cs[kk + length] - cs[kk]
            sq = cs2[kk + length] - cs2[kk]
            var = np.maximum(sq - sm * sm / length, 1e-9)
            ncc = -num / (np.sqrt(var) * tn)  # bars dark: anti-correlated with intensity
            s0 = tpos[0] + kk - phase
            mid = s0 + 47.5 * w
            ok = (mid >= center_lo) & (mid <= center_hi)
            if not ok.any():
                continue
            ncc = np.where(ok, ncc, -2)
            j = int(np.argmax(ncc))
            if ncc[j] > best[0]:
                best = (float(ncc[j]), float(s0[j]), w, k)
        w *= 1 + step
    return best


def refine(tpos, prof, bars, s0, w, k=0.0):
    lo, hi = s0 - 3 * w, s0 + 98 * w
    if tpos[0] > s0 + 2 * w or tpos[-1] < s0 + 93 * w:
        return None  # the line does not cross the whole symbol
    sel = (tpos >= lo) & (tpos <= hi)
    s, p = tpos[sel], prof[sel]
    if len(s) < 20:
        return None

    z = (s - s.mean()) / max(1.0, (s.max() - s.min()) / 2)

    def model(x):
        t = render(bars, s, x[0], x[1], x[2], abs(x[3]))
        A = np.stack([np.ones_like(t), z, z * z] + [t * z ** k for k in range(NGAIN)], axis=1)
        coef, *_ = np.linalg.lstsq(A, p, rcond=None)
        return t, coef

    def parts(t, coef):
        off = coef[0] + coef[1] * z + coef[2] * z * z
        gain = sum(coef[3 + k] * z ** k for k in range(NGAIN))
        return off, gain

    def resid(x):
        t, coef = model(x)
        off, gain = parts(t, coef)
        return p - off - gain * t

    x0 = np.array([s0, w, k, SIG0 * w])
    try:
        lb = [s0 - 3 * w, 0.95 * w, -CMAX, 0.2]
        ub = [s0 + 3 * w, 1.05 * w, CMAX, max(0.25, SIGMAX * w)]
        x0[2] = min(max(x0[2], lb[2] + 1e-6), ub[2] - 1e-6)
        x0[3] = min(max(x0[3], lb[3] + 1e-6), ub[3] - 1e-6)
        r = optimize.least_squares(resid, x0, bounds=(lb, ub), method="trf", max_nfev=100,
                                   x_scale=[w, 0.01 * w, w, w])
        x = r.x
    except Exception:
        x = x0

    t, coef = model(x)
    off, gain = parts(t, coef)
    if np.median(gain) >= 0 or (gain >= 0).any():
        corr = -1.0
        gain = np.minimum(gain, -1e-3)
    else:
        q = p - off
        g = gain * t
        corr = float(np.corrcoef(g, q)[0, 1]) if g.std() > 0 and q.std() > 0 else -1.0
    pm = (p - off) / gain  # in template units (1 = bar)
    return dict(x=x, s=s, p=p, t=t, pm=pm, corr=corr, contrast=float(-np.median(gain)),
                var=float(np.mean((pm - t) ** 2 * gain ** 2)))


def alternatives(code):
    """For each encoded digit place 0..11: (module start, list of alternative 7-module patterns)."""
    code = code if len(code) == 13 else "0" + code
    par = PARITY[int(code[0])]
    out = []
    for i in range(6):
        cur = (L_CODES if par[i] == "L" else G_CODES)[int(code[1 + i])]
        alts = [c for c in L_CODES + G_CODES if c != cur]
        out.append((3 + 7 * i, alts))
    for i in range(6):
        cur = R_CODES[int(code[7 + i])]
        out.append((50 + 7 * i, [c for c in R_CODES if c != cur]))
    return out


def verify(img, code, box, nlines=NLINES, detail=False):
    """Scores of candidate `code` (13 digits) in box (x0, y0, x1, y1) of grey image img (float)."""
    pat = pattern95(code)
    bars = bars_of(pat)
    box = grow(box, img.shape)
    theta, coher = orientation(img, box)
    lines, box_u = sample_lines(img, box, theta, nlines)
    if not lines:
        return None
    blen = max(box_u[1] - box_u[0], 4.0)
    wlo, whi = max(0.5, 0.4 * blen / 95), 2.6 * blen / 95
    clo, chi = box_u[0] - blen / 2, box_u[1] + blen / 2
    n = len(lines)
    # the structure tensor leaves the reading direction open: try the lines both ways
    flipped = [(-t[::-1], p[::-1]) for t, p in lines]
    fclo, fchi = -chi, -clo
    best = None
    for cand, lo, hi in ((lines, clo, chi), (flipped, fclo, fchi)):
        r = coarse(cand[n // 2][0], cand[n // 2][1], bars, wlo, whi, lo, hi, step=COARSE_STEP)
        if best is None or r[0] > best[0][0]:
            best = (r, cand, lo, hi)
    if best[0][0] < COARSE_OK:  # the middle line may miss the symbol, or perspective stretches it: look wider
        for cand, lo, hi in ((lines, clo, chi), (flipped, fclo, fchi)):
            for j in sorted({n // 4, n // 2, (3 * n) // 4}):
                r = coarse(cand[j][0], cand[j][1], bars, wlo, whi, lo, hi, step=COARSE_STEP, ks=STRETCHES)
                if r[1] is not None and r[0] > best[0][0]:
                    best = (r, cand, lo, hi)
    (c0, s0, w0, k0), lines, clo, chi = best
    if s0 is None:
        return None
    fits = []
    for tpos, prof in lines:
        c, s, w, k = coarse(tpos, prof, bars, w0 * 0.96, w0 * 1.04, clo, chi,
                            ks=sorted({k0, k0 - 0.05, k0 + 0.05}))
        if s is None:
            continue
        f = refine(tpos, prof, bars, s, w, k)
        if f is not None:
            fits.append(f)
    if not fits:
        return None
    corrs = np.array([f["corr"] for f in fits])
    # digit margins, pooled over lines that fit at all (corr > 0.3)
    best = max(f["corr"] for f in fits)
    used = [f for f in fits if f["corr"] >= max(KEEP_MIN, best - KEEP_DROP)] or [max(fits, key=lambda f: f["corr"])]
    # per digit, per line: the best other pattern's SSE less the candidate's, each at its best small
    # shift (SHIFTS, in modules), over the digit's modules +-1, in units of the line's residual variance
    dl = np.zeros((12, len(used)))
    for di, (start, alts) in enumerate(alternatives(code)):
        lo, hi = max(0, start - 4), min(95, start + 11)
        local = [pat[lo:hi].copy()]
        for alt in alts:
            p2 = pat[lo:hi].copy()
            p2[start - lo:start - lo + 7] = [int(ch) for ch in alt]
            local.append(p2)
        lbs = [bars_of(p) + lo for p in local]
        nb = max(len(x) for x in lbs)
        padded = np.zeros((len(lbs), nb, 2))
        for i, x in enumerate(lbs):
            padded[i, :len(x)] = x
        nsh = len(SHIFTS)
        allbars = np.repeat(padded, nsh, axis=0)  # (patterns * shifts, nb, 2)
        shifts = np.tile(np.array(SHIFTS), len(lbs))
        for li, f in enumerate(used):
            s0, w, q, sig = f["x"][0], f["x"][1], f["x"][2], abs(f["x"][3])
            a_lo = mpos(start - 1, s0, w, q)
            a_hi = mpos(start + 8, s0, w, q)
            sel = (f["s"] >= a_lo) & (f["s"] <= a_hi)
            if sel.sum() < 2:
                continue
            s, p = f["s"][sel], f["pm"][sel]
            line_var = max(float(np.mean((f["pm"] - f["t"]) ** 2)), 1e-4)
            tt = render_batch(allbars, s, s0 + shifts * w, w, q, sig)
            sse = ((tt - p[None, :]) ** 2).sum(axis=1).reshape(len(lbs), nsh).min(axis=1)
            dl[di, li] = (sse[1:].min() - sse[0]) / line_var
    med = np.median(dl, axis=1)
    vote = (dl > 0).mean(axis=1)
    margins = list(dl.sum(axis=1) / len(used))
    margin = min(margins)
    uc = np.array([f["corr"] for f in used])
    out = dict(ucorr=float(np.median(uc)), corr=float(np.median(corrs)), corr_mean=float(corrs.mean()), corr_max=float(corrs.max()),
               margin=margin, dmed=float(med.min()), dvote=float(vote.min()), nlines=len(fits), used=len(used),
               w=float(np.median([f["x"][1] for f in fits])), theta=math.degrees(theta), coher=coher,
               digit_margins=margins, coarse=c0)
    if detail:
        out["fits"] = fits
    return out


def verdict(res):
    """'accept', 'reject' or None (no opinion) for verify()'s result."""
    if not res or res["ucorr"] < QMIN or res["w"] < WMIN or res["used"] < NMIN:
        return None
    return "reject" if res["dmed"] < DMIN else "accept"


def load(path):
    from PIL import Image, ImageOps
    im = Image.open(path)
    im = ImageOps.exif_transpose(im).convert("L")
    return np.asarray(im, dtype=np.float64)


if __name__ == "__main__":
    img = load(sys.argv[1])
    code = sys.argv[2]
    box = tuple(float(v) for v in sys.argv[3:7])
    r = verify(img, code, box)
    print({k: (round(v, 3) if isinstance(v, float) else v) for k, v in r.items() if k != "digit_margins"})
    print("digit margins", [round(float(m), 1) for m in r["digit_margins"]])
    print("verdict", verdict(r))
