#!/usr/bin/env python3
"""Writes the image fixtures of EaselCoreTests (ImageDecodingTests, ImageAssetTests, ...).

PNGs are assembled chunk by chunk with zlib and struct, so every byte is known; JPEGs are written
with Pillow (pip install pillow), only to produce these files. Run from this folder:
    python3 make-fixtures.py
"""
import os
import struct
import zlib


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, bit_depth, color_type, rows, palette=None, trns=None, interlace=0):
    """rows: one bytes object per row of already packed samples (no filter byte)."""
    out = b"\x89PNG\r\n\x1a\n"
    out += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, interlace))
    if palette:
        out += chunk(b"PLTE", bytes(c for rgb in palette for c in rgb))
    if trns:
        out += chunk(b"tRNS", bytes(trns))
    raw = b"".join(b"\x00" + row for row in rows)
    out += chunk(b"IDAT", zlib.compress(raw, 9))
    out += chunk(b"IEND", b"")
    return out


def adam7(width, height, pixel_bytes, pixel):
    """The raw (filter 0) scanlines of an Adam7-interlaced image."""
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    raw = b""
    for x0, y0, dx, dy in passes:
        xs = list(range(x0, width, dx))
        if not xs:
            continue
        for y in range(y0, height, dy):
            raw += b"\x00" + b"".join(pixel(x, y) for x in xs)
    return raw


def interlaced_png(width, height, color_type, pixel_bytes, pixel):
    out = b"\x89PNG\r\n\x1a\n"
    out += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 1))
    out += chunk(b"IDAT", zlib.compress(adam7(width, height, pixel_bytes, pixel), 9))
    out += chunk(b"IEND", b"")
    return out


def solid_rgba(width, height, rgba):
    return png(width, height, 8, 6, [bytes(rgba) * width for _ in range(height)])


def write(path, data):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


# Colour types, each with known pixel values.
write("rgba-2x2.png", png(2, 2, 8, 6, [bytes([255, 0, 0, 255, 0, 255, 0, 128]), bytes([0, 0, 255, 0, 255, 255, 255, 64])]))
write("rgb-3x1.png", png(3, 1, 8, 2, [bytes([10, 20, 30, 40, 50, 60, 200, 100, 0])]))
write("palette-3x1.png", png(3, 1, 8, 3, [bytes([0, 1, 2])], palette=[(255, 0, 0), (0, 255, 0), (0, 0, 255)], trns=[255, 128]))
write("palette-2bit-4x1.png", png(4, 1, 2, 3, [bytes([0b00011011])], palette=[(0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255)]))
write("gray-4x1.png", png(4, 1, 8, 0, [bytes([0, 85, 170, 255])]))
write("gray1-8x1.png", png(8, 1, 1, 0, [bytes([0b10110010])]))
write("gray-trns-2x1.png", png(2, 1, 8, 0, [bytes([7, 9])], trns=[0, 7]))
write("gray-alpha-2x1.png", png(2, 1, 8, 4, [bytes([200, 100, 50, 255])]))
write("rgb16-2x1.png", png(2, 1, 16, 2, [struct.pack(">6H", 0x1212, 0x8080, 0xFFFF, 0x0000, 0x4040, 0xC8C8)]))
write("rgba16-1x1.png", png(1, 1, 16, 6, [struct.pack(">4H", 0xFFFF, 0x0000, 0x0000, 0x8080)]))
write("interlaced-8x8.png", interlaced_png(8, 8, 2, 3, lambda x, y: bytes([x * 32, y * 32, 128])))

# Downsampling: red = 4x in the first, red = 4y in the second; 64 x 64, opaque.
write("gradient-x-64.png", png(64, 64, 8, 6, [b"".join(bytes([4 * x, 0, 0, 255]) for x in range(64)) for _ in range(64)]))
write("gradient-y-64.png", png(64, 64, 8, 6, [bytes([4 * y, 0, 0, 255]) * 64 for y in range(64)]))
write("gradient-y-64-interlaced.png", interlaced_png(64, 64, 6, 4, lambda x, y: bytes([4 * y, 0, 0, 255])))

# Layout: NETSPLIT-FIXED's 101 x 92 image, a 30 x 30 button, a 200 x 100 landscape.
write("netsplit-101x92.png", solid_rgba(101, 92, [40, 120, 200, 255]))
write("button-30x30.png", solid_rgba(30, 30, [0, 0, 0, 255]))
write("landscape-200x100.png", solid_rgba(200, 100, [0, 128, 0, 255]))

# Bad input.
full = solid_rgba(16, 16, [1, 2, 3, 255])
idat = full.index(b"IDAT")
write("truncated.png", full[: idat + 20])
rows = [bytes([(x * 16) % 256, y * 16, 0, 255]) for y in range(16) for x in range(16)]
striped = png(16, 16, 8, 6, [b"".join(rows[y * 16:(y + 1) * 16]) for y in range(16)])
write("truncated-after-idat.png", striped[:-12])  # every pixel present, IEND missing
ihdr = struct.pack(">IIBBBBB", 20000, 20000, 8, 6, 0, 0, 0)
write("huge-20000.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + struct.pack(">I", 1 << 20) + b"IDAT" + zlib.compress(b"\x00" * 4096)[:40])
ihdr = struct.pack(">IIBBBBB", 40000, 40000, 8, 6, 0, 0, 0)
write("huge-40000.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b""))
# 16 x 16 RGB rows of grey y * 16, stored (uncompressed) deflate in 65-byte IDAT chunks, cut after
# eight chunks: 520 bytes of zlib stream = 2 header + 5 block header + 513 raw bytes, so rows 0-9
# are complete (10 rows x 49 bytes with their filter bytes = 490) and rows 10-15 are missing.
raw = b"".join(b"\x00" + bytes([y * 16] * 48) for y in range(16))
stored = zlib.compress(raw, 0)
head = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 16, 16, 8, 2, 0, 0, 0))
pieces = [stored[i:i + 65] for i in range(0, len(stored), 65)]
write("truncated-rows.png", head + b"".join(chunk(b"IDAT", p) for p in pieces[:8]))
write("zero-width.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 0, 10, 8, 6, 0, 0, 0)) + chunk(b"IEND", b""))
write("corrupt.png", b"\x89PNG\r\n\x1a\n" + b"this is not a chunk stream at all" * 3)
bad_crc = bytearray(solid_rgba(4, 4, [9, 9, 9, 255]))
bad_crc[29] ^= 0xFF  # the IHDR CRC
write("bad-crc.png", bytes(bad_crc))

# Just over the decoding limit (4096 x 4096): 4200 x 4200, 1-bit grey, left half black, right half
# white. Decoded 2x downsampled (2100 x 2100), every 2 x 2 block lies in one half.
write("large-4200.png", png(4200, 4200, 1, 0, [bytes([0x00] * 262 + [0x0F] + [0xFF] * 262)] * 4200))

# Named assets: avatar at 1x/2x/3x (10/20/30 px, red/green/blue), banner at 2x only, an image set,
# a JPEG, a nested name, and a file that is no image.
write("Assets/avatar.png", solid_rgba(10, 10, [255, 0, 0, 255]))
write("Assets/avatar@2x.png", solid_rgba(20, 20, [0, 255, 0, 255]))
write("Assets/avatar@3x.png", solid_rgba(30, 30, [0, 0, 255, 255]))
write("Assets/banner@2x.png", solid_rgba(40, 10, [255, 255, 0, 255]))
write("Assets/badge@1x.png", solid_rgba(6, 6, [1, 1, 1, 255]))
write("Assets/badge@3x.png", solid_rgba(18, 18, [3, 3, 3, 255]))
write("Assets/logo.imageset/logo-small.png", solid_rgba(8, 4, [10, 10, 10, 255]))
write("Assets/logo.imageset/logo-large.png", solid_rgba(16, 8, [20, 20, 20, 255]))
write("Assets/logo.imageset/Contents.json", b"""{
  "images" : [
    { "filename" : "logo-small.png", "idiom" : "universal", "scale" : "1x" },
    { "filename" : "logo-large.png", "idiom" : "universal", "scale" : "2x" },
    { "idiom" : "universal", "scale" : "3x" }
  ],
  "info" : { "author" : "xcode", "version" : 1 }
}
""")
write("Assets/Icons/star.png", solid_rgba(12, 12, [255, 200, 0, 255]))
write("Assets/broken.png", b"not a png")

try:
    from PIL import Image
except ImportError:
    raise SystemExit("PNG fixtures written; JPEG fixtures need Pillow (pip install pillow)")

# JPEG: 16 x 8, left half red, right half blue, 4:4:4 so the halves stay sharp.
image = Image.new("RGB", (16, 8))
for y in range(8):
    for x in range(16):
        image.putpixel((x, y), (255, 0, 0) if x < 8 else (0, 0, 255))
image.save("halves-16x8.jpg", quality=95, subsampling=0)
image.save("Assets/photo.jpg", quality=95, subsampling=0)
image.save("halves-16x8-progressive.jpg", quality=95, subsampling=0, progressive=True)
Image.new("L", (8, 8), 100).save("gray-8x8.jpg", quality=95)
Image.new("CMYK", (8, 8), (0, 255, 255, 0)).save("cmyk-8x8.jpg", quality=95)
big = Image.new("RGB", (64, 64), (0, 200, 0))
big.save("green-64.jpg", quality=95, subsampling=0)
with open("halves-16x8.jpg", "rb") as f:
    data = f.read()
sos = data.index(b"\xff\xda")
write("truncated.jpg", data[: (sos + len(data)) // 2])  # cut half-way through the scan data
