# A text file whose last bytes are half a character, read in pieces
# (read(1), iteration, readline): strict errors name the held-back bytes,
# 'replace' gives U+FFFD; nothing is silently dropped (scripts/codec_fuzz.py).
import os
path = "text_read_truncated.tmp"
for enc, data in [("utf-32-le", b"G\xd6"), ("utf-32", b"\xe2"), ("utf-16-le", b"a\x00b"), ("utf-8", b"a\xe2\x82")]:
    with open(path, "wb") as f:
        f.write(data)
    for errors in ("strict", "replace"):
        for how in ("read1", "iter", "readline"):
            try:
                with open(path, encoding=enc, errors=errors) as f:
                    if how == "read1":
                        got = []
                        while True:
                            c = f.read(1)
                            if not c:
                                break
                            got.append(c)
                    elif how == "iter":
                        got = list(f)
                    else:
                        got = [f.readline(), f.readline()]
                print(enc, errors, how, ascii(got))
            except UnicodeDecodeError as e:
                print(enc, errors, how, "UnicodeDecodeError", e)
os.remove(path)
# expect: utf-32-le strict read1 UnicodeDecodeError 'utf-32-le' codec can't decode bytes in position 0-1: truncated data
# expect: utf-32-le strict iter UnicodeDecodeError 'utf-32-le' codec can't decode bytes in position 0-1: truncated data
# expect: utf-32-le strict readline UnicodeDecodeError 'utf-32-le' codec can't decode bytes in position 0-1: truncated data
# expect: utf-32-le replace read1 ['\ufffd']
# expect: utf-32-le replace iter ['\ufffd']
# expect: utf-32-le replace readline ['\ufffd', '']
# expect: utf-32 strict read1 UnicodeDecodeError 'utf-32-le' codec can't decode byte 0xe2 in position 0: truncated data
# expect: utf-32 strict iter UnicodeDecodeError 'utf-32-le' codec can't decode byte 0xe2 in position 0: truncated data
# expect: utf-32 strict readline UnicodeDecodeError 'utf-32-le' codec can't decode byte 0xe2 in position 0: truncated data
# expect: utf-32 replace read1 ['\ufffd']
# expect: utf-32 replace iter ['\ufffd']
# expect: utf-32 replace readline ['\ufffd', '']
# expect: utf-16-le strict read1 UnicodeDecodeError 'utf-16-le' codec can't decode byte 0x62 in position 0: truncated data
# expect: utf-16-le strict iter UnicodeDecodeError 'utf-16-le' codec can't decode byte 0x62 in position 0: truncated data
# expect: utf-16-le strict readline UnicodeDecodeError 'utf-16-le' codec can't decode byte 0x62 in position 0: truncated data
# expect: utf-16-le replace read1 ['a', '\ufffd']
# expect: utf-16-le replace iter ['a\ufffd']
# expect: utf-16-le replace readline ['a\ufffd', '']
# expect: utf-8 strict read1 UnicodeDecodeError 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data
# expect: utf-8 strict iter UnicodeDecodeError 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data
# expect: utf-8 strict readline UnicodeDecodeError 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data
# expect: utf-8 replace read1 ['a', '\ufffd']
# expect: utf-8 replace iter ['a\ufffd']
# expect: utf-8 replace readline ['a\ufffd', '']
