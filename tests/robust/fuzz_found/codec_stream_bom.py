# Found by scripts/codec_fuzz.py: a text file read with utf-16/utf-32 must open
# with a byte-order mark (CPython's incremental decoders raise UnicodeError);
# b''.decode() of an unknown codec is ''; the namereplace handler.
import os
path = "codec_stream_bom.tmp"
cases = [("utf-16", b"a\x00b\x00"), ("utf-16", b"\xff\xfea\x00"), ("utf-16", b"\xfe\xff\x00a"), ("utf-16", b"a"),
         ("utf-32", b"a\x00\x00\x00"), ("utf-32", b"\xff\xfe\x00\x00a\x00\x00\x00"), ("utf-16", b"\xff"), ("utf-16", b""),
         ("utf-16", b"\x00\xd8a\x00")]
for enc, data in cases:
    with open(path, "wb") as f:
        f.write(data)
    for errors in ("strict", "replace"):
        for how in ("read", "line", "read1"):
            try:
                with open(path, encoding=enc, errors=errors) as f:
                    got = f.read() if how == "read" else f.readline() if how == "line" else f.read(1)
                print(enc, data, errors, how, ascii(got))
            except UnicodeError as e:
                print(enc, data, errors, how, type(e).__name__, e)
    print(ascii(data.decode(enc, "replace")))
os.remove(path)
print(b"".decode("bogus"), "x".encode("ascii", "namereplace"), "\xe9".encode("ascii", "namereplace"))
# expect: utf-16 b'a\x00b\x00' strict read UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 b'a\x00b\x00' strict line UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 b'a\x00b\x00' strict read1 UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 b'a\x00b\x00' replace read UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 b'a\x00b\x00' replace line UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 b'a\x00b\x00' replace read1 UnicodeError UTF-16 stream does not start with BOM
# expect: 'ab'
# expect: utf-16 b'\xff\xfea\x00' strict read 'a'
# expect: utf-16 b'\xff\xfea\x00' strict line 'a'
# expect: utf-16 b'\xff\xfea\x00' strict read1 'a'
# expect: utf-16 b'\xff\xfea\x00' replace read 'a'
# expect: utf-16 b'\xff\xfea\x00' replace line 'a'
# expect: utf-16 b'\xff\xfea\x00' replace read1 'a'
# expect: 'a'
# expect: utf-16 b'\xfe\xff\x00a' strict read 'a'
# expect: utf-16 b'\xfe\xff\x00a' strict line 'a'
# expect: utf-16 b'\xfe\xff\x00a' strict read1 'a'
# expect: utf-16 b'\xfe\xff\x00a' replace read 'a'
# expect: utf-16 b'\xfe\xff\x00a' replace line 'a'
# expect: utf-16 b'\xfe\xff\x00a' replace read1 'a'
# expect: 'a'
# expect: utf-16 b'a' strict read UnicodeDecodeError 'utf-16-le' codec can't decode byte 0x61 in position 0: truncated data
# expect: utf-16 b'a' strict line UnicodeDecodeError 'utf-16-le' codec can't decode byte 0x61 in position 0: truncated data
# expect: utf-16 b'a' strict read1 UnicodeDecodeError 'utf-16-le' codec can't decode byte 0x61 in position 0: truncated data
# expect: utf-16 b'a' replace read '\ufffd'
# expect: utf-16 b'a' replace line '\ufffd'
# expect: utf-16 b'a' replace read1 '\ufffd'
# expect: '\ufffd'
# expect: utf-32 b'a\x00\x00\x00' strict read UnicodeError UTF-32 stream does not start with BOM
# expect: utf-32 b'a\x00\x00\x00' strict line UnicodeError UTF-32 stream does not start with BOM
# expect: utf-32 b'a\x00\x00\x00' strict read1 UnicodeError UTF-32 stream does not start with BOM
# expect: utf-32 b'a\x00\x00\x00' replace read UnicodeError UTF-32 stream does not start with BOM
# expect: utf-32 b'a\x00\x00\x00' replace line UnicodeError UTF-32 stream does not start with BOM
# expect: utf-32 b'a\x00\x00\x00' replace read1 UnicodeError UTF-32 stream does not start with BOM
# expect: 'a'
# expect: utf-32 b'\xff\xfe\x00\x00a\x00\x00\x00' strict read 'a'
# expect: utf-32 b'\xff\xfe\x00\x00a\x00\x00\x00' strict line 'a'
# expect: utf-32 b'\xff\xfe\x00\x00a\x00\x00\x00' strict read1 'a'
# expect: utf-32 b'\xff\xfe\x00\x00a\x00\x00\x00' replace read 'a'
# expect: utf-32 b'\xff\xfe\x00\x00a\x00\x00\x00' replace line 'a'
# expect: utf-32 b'\xff\xfe\x00\x00a\x00\x00\x00' replace read1 'a'
# expect: 'a'
# expect: utf-16 b'\xff' strict read UnicodeDecodeError 'utf-16-le' codec can't decode byte 0xff in position 0: truncated data
# expect: utf-16 b'\xff' strict line UnicodeDecodeError 'utf-16-le' codec can't decode byte 0xff in position 0: truncated data
# expect: utf-16 b'\xff' strict read1 UnicodeDecodeError 'utf-16-le' codec can't decode byte 0xff in position 0: truncated data
# expect: utf-16 b'\xff' replace read '\ufffd'
# expect: utf-16 b'\xff' replace line '\ufffd'
# expect: utf-16 b'\xff' replace read1 '\ufffd'
# expect: '\ufffd'
# expect: utf-16 b'' strict read ''
# expect: utf-16 b'' strict line ''
# expect: utf-16 b'' strict read1 ''
# expect: utf-16 b'' replace read ''
# expect: utf-16 b'' replace line ''
# expect: utf-16 b'' replace read1 ''
# expect: ''
# expect: utf-16 b'\x00\xd8a\x00' strict read UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: illegal UTF-16 surrogate
# expect: utf-16 b'\x00\xd8a\x00' strict line UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: illegal UTF-16 surrogate
# expect: utf-16 b'\x00\xd8a\x00' strict read1 UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: illegal UTF-16 surrogate
# expect: utf-16 b'\x00\xd8a\x00' replace read UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 b'\x00\xd8a\x00' replace line UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 b'\x00\xd8a\x00' replace read1 UnicodeError UTF-16 stream does not start with BOM
# expect: '\ufffda'
# expect:  b'x' b'\\N{LATIN SMALL LETTER E WITH ACUTE}'
