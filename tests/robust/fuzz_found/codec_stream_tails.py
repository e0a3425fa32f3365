# Stream and tail cases of the UTF codecs found by scripts/codec_fuzz.py.
import os
path = "codec_stream_tails_%d.tmp" % os.getpid()

def show(label, f):
    try:
        print(label, ascii(f()))
    except (UnicodeError, UnicodeDecodeError) as e:
        print(label, type(e).__name__, e)

# A high surrogate cut short: one error up to the end of the data.
for data in (b"\x00\xd8\x00", b"a\x00\x00\xd8A", b"=\xd8\x00", b"a\x00\x00\xd8"):
    show("utf-16-le", lambda: data.decode("utf-16-le"))
    show("utf-16-le replace", lambda: data.decode("utf-16-le", "replace"))
    show("utf-16", lambda: (b"\xff\xfe" + data).decode("utf-16"))

def read_file(data, enc, errors, how):
    with open(path, "wb") as f:
        f.write(data)
    with open(path, encoding=enc, errors=errors) as f:
        if how == "read":
            return f.read()
        if how == "read1":
            return [f.read(1), f.read(1), f.read()]
        return [f.readline(), f.readline()]

# ED A0..BF ending a chunk may be half a surrogate: the stream decoder waits
# for the next chunk, and the error (at the start of what it held) comes then.
for tail in (b"\xed\xa0\x80", b"\xed\xa0a", b"\xed\xbf"):
    for errors in ("strict", "replace"):
        show("chunk end %r %s" % (tail, errors), lambda: [l[-4:] for l in read_file(b"a" * 8190 + tail, "utf-8", errors, "readline")])

# utf-8-sig: a text file of one or two bytes of the signature reads as empty;
# bytes.decode says what is wrong.
for data in (b"\xef", b"\xef\xbb", b"\xef\xbb\xbf", b"\xef\xbba"):
    show("utf-8-sig decode %r" % data, lambda: data.decode("utf-8-sig"))
    for how in ("read", "read1", "readline"):
        show("utf-8-sig file %r %s" % (data, how), lambda: read_file(data, "utf-8-sig", "strict", how))

# A BOM-less UTF-16 file of one lone high surrogate: the error it has, or
# (handled) "does not start with BOM", however it is read.
for data in (b"\x00\xd8", b"\x00\xd8\x00", b"\x00\xdc"):
    for errors in ("strict", "replace", "ignore", "surrogatepass"):
        for how in ("read", "read1", "readline"):
            show("utf-16 file %r %s %s" % (data, errors, how), lambda: read_file(data, "utf-16", errors, how))
os.remove(path)
# expect: utf-16-le UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-2: unexpected end of data
# expect: utf-16-le replace '\ufffd'
# expect: utf-16 UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 2-4: unexpected end of data
# expect: utf-16-le UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 2-4: unexpected end of data
# expect: utf-16-le replace 'a\ufffd'
# expect: utf-16 UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 4-6: unexpected end of data
# expect: utf-16-le UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-2: unexpected end of data
# expect: utf-16-le replace '\ufffd'
# expect: utf-16 UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 2-4: unexpected end of data
# expect: utf-16-le UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 2-3: unexpected end of data
# expect: utf-16-le replace 'a\ufffd'
# expect: utf-16 UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 4-5: unexpected end of data
# expect: chunk end b'\xed\xa0\x80' strict UnicodeDecodeError 'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte
# expect: chunk end b'\xed\xa0\x80' replace ['a\ufffd\ufffd\ufffd', '']
# expect: chunk end b'\xed\xa0a' strict UnicodeDecodeError 'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte
# expect: chunk end b'\xed\xa0a' replace ['a\ufffd\ufffda', '']
# expect: chunk end b'\xed\xbf' strict UnicodeDecodeError 'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte
# expect: chunk end b'\xed\xbf' replace ['aa\ufffd\ufffd', '']
# expect: utf-8-sig decode b'\xef' UnicodeDecodeError 'utf-8' codec can't decode byte 0xef in position 0: unexpected end of data
# expect: utf-8-sig file b'\xef' read ''
# expect: utf-8-sig file b'\xef' read1 ['', '', '']
# expect: utf-8-sig file b'\xef' readline ['', '']
# expect: utf-8-sig decode b'\xef\xbb' UnicodeDecodeError 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data
# expect: utf-8-sig file b'\xef\xbb' read ''
# expect: utf-8-sig file b'\xef\xbb' read1 ['', '', '']
# expect: utf-8-sig file b'\xef\xbb' readline ['', '']
# expect: utf-8-sig decode b'\xef\xbb\xbf' ''
# expect: utf-8-sig file b'\xef\xbb\xbf' read ''
# expect: utf-8-sig file b'\xef\xbb\xbf' read1 ['', '', '']
# expect: utf-8-sig file b'\xef\xbb\xbf' readline ['', '']
# expect: utf-8-sig decode b'\xef\xbba' UnicodeDecodeError 'utf-8' codec can't decode bytes in position 0-1: invalid continuation byte
# expect: utf-8-sig file b'\xef\xbba' read UnicodeDecodeError 'utf-8' codec can't decode bytes in position 0-1: invalid continuation byte
# expect: utf-8-sig file b'\xef\xbba' read1 UnicodeDecodeError 'utf-8' codec can't decode bytes in position 0-1: invalid continuation byte
# expect: utf-8-sig file b'\xef\xbba' readline UnicodeDecodeError 'utf-8' codec can't decode bytes in position 0-1: invalid continuation byte
# expect: utf-16 file b'\x00\xd8' strict read UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: unexpected end of data
# expect: utf-16 file b'\x00\xd8' strict read1 UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: unexpected end of data
# expect: utf-16 file b'\x00\xd8' strict readline UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: unexpected end of data
# expect: utf-16 file b'\x00\xd8' replace read UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8' replace read1 UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8' replace readline UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8' ignore read UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8' ignore read1 UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8' ignore readline UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8' surrogatepass read UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8' surrogatepass read1 UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8' surrogatepass readline UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8\x00' strict read UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-2: unexpected end of data
# expect: utf-16 file b'\x00\xd8\x00' strict read1 UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-2: unexpected end of data
# expect: utf-16 file b'\x00\xd8\x00' strict readline UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-2: unexpected end of data
# expect: utf-16 file b'\x00\xd8\x00' replace read UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8\x00' replace read1 UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8\x00' replace readline UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8\x00' ignore read UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8\x00' ignore read1 UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8\x00' ignore readline UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xd8\x00' surrogatepass read UnicodeDecodeError 'utf-16-le' codec can't decode byte 0x00 in position 2: truncated data
# expect: utf-16 file b'\x00\xd8\x00' surrogatepass read1 UnicodeDecodeError 'utf-16-le' codec can't decode byte 0x00 in position 2: truncated data
# expect: utf-16 file b'\x00\xd8\x00' surrogatepass readline UnicodeDecodeError 'utf-16-le' codec can't decode byte 0x00 in position 2: truncated data
# expect: utf-16 file b'\x00\xdc' strict read UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: illegal encoding
# expect: utf-16 file b'\x00\xdc' strict read1 UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: illegal encoding
# expect: utf-16 file b'\x00\xdc' strict readline UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: illegal encoding
# expect: utf-16 file b'\x00\xdc' replace read UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xdc' replace read1 UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xdc' replace readline UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xdc' ignore read UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xdc' ignore read1 UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xdc' ignore readline UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xdc' surrogatepass read UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xdc' surrogatepass read1 UnicodeError UTF-16 stream does not start with BOM
# expect: utf-16 file b'\x00\xdc' surrogatepass readline UnicodeError UTF-16 stream does not start with BOM
