// np_io.cpp — NumPy's file I/O: np.save / np.load (the .npy format: magic,
// version 1.0 header dict with descr / fortran_order / shape, padded to 64
// bytes, then the raw little-endian data; versions 2.0 and 3.0 load too),
// np.savez and .npz loading (zip archives of stored .npy members),
// np.savetxt (rows through Python's % formatting), np.loadtxt and
// np.genfromtxt (numeric columns: one tokenizer, std::from_chars numbers).
// Files are names (opened with the builtin open) or file objects; the text
// readers also take any iterable of lines. Not here: compressed archives
// (savez_compressed), structured and string dtypes, converters=, names=.
#include <charconv>
#include <cmath>
#include <cstring>
#include <vector>
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_args.h"
#include "vm/dict.h"
#include "vm/run.h"

namespace tpy {

namespace {

bool given_arg(Value v) { return !v.is_undef() && !v.is_none(); }

// ---- whole files in and out

bool call_attr(VM& vm, Value obj, const char* name, std::initializer_list<Value> args, Value& out) {
  Value fn;
  if (!get_attr(vm, obj, vm.intern(name), fn)) return false;
  std::vector<Value> a(args);
  return call(vm, fn, a.data(), (int)a.size(), nullptr, out);
}

bool open_file(VM& vm, Value name, const char* mode, Value& out) {
  Value open_fn = dict_get_str(vm.builtins, vm.intern("open"));
  return call2(vm, open_fn, name, vm.str_value(mode), out);
}

// The text or bytes of a value read(): str or bytes.
bool take_text(VM& vm, Value v, std::string& out) {
  if (is_str(v)) { out = std::string(str_view(v)); return true; }
  if (is_layout(v, Layout::Bytes)) { out = as<Bytes>(v)->s; return true; }
  return vm.raise(vm.exc.TypeError, std::string("read() returned ") + type_name(vm, v));
}

// Everything in `file`: a file name, a file object, or (lines_ok) any
// other iterable of lines.
bool read_all(VM& vm, Value file, bool binary, bool lines_ok, std::string& out) {
  Value f, r, ignored;
  if (is_str(file)) {
    if (!open_file(vm, file, binary ? "rb" : "r", f)) return false;
    RootScope roots(vm);
    roots.add(f);
    return call_attr(vm, f, "read", {}, r) && take_text(vm, r, out) && call_attr(vm, f, "close", {}, ignored);
  }
  bool has_read;
  if (!get_attr_opt(vm, file, vm.intern("read"), r, has_read)) return false;
  if (lines_ok && !has_read) {
    std::vector<Value> lines;
    if (!collect_iterable(vm, file, lines)) {
      if (!vm.pending_is(vm.exc.TypeError)) return false;
      vm.take_pending();
      return vm.raise(vm.exc.ValueError, std::string("fname must be a string, filehandle, list of strings,\n"
                                                     "or generator. Got <class '") + type_name(vm, file) + "'> instead.");
    }
    for (Value line : lines) {
      std::string s;
      if (!take_text(vm, line, s)) return false;
      out += s;
      if (s.empty() || s.back() != '\n') out += '\n';
    }
    return true;
  }
  return call_attr(vm, file, "read", {}, r) && take_text(vm, r, out);
}

// Writes `data` to a file name (created or truncated) or a file object
// (bytes when its mode says binary).
bool write_all(VM& vm, Value file, const std::string& data, bool binary) {
  Value f = file, r, mode;
  bool opened = is_str(file);
  if (opened && !open_file(vm, file, binary ? "wb" : "w", f)) return false;
  bool found;
  if (!opened && !get_attr_opt(vm, f, vm.intern("mode"), mode, found)) return false;
  bool as_bytes = opened ? binary : (found && is_str(mode) ? str_view(mode).find('b') != std::string_view::npos : binary);
  Value payload = as_bytes ? Value::object(vm.alloc<Bytes>(vm.t.bytes, data)) : vm.str_value(data);
  RootScope roots(vm);
  roots.add(f);
  roots.add(payload);
  if (!call_attr(vm, f, "write", {payload}, r)) return false;
  return !opened || call_attr(vm, f, "close", {}, r);
}

// ---- .npy

const char kMagic[] = "\x93NUMPY";

std::string npy_descr(DType dt) {
  const DTypeInfo& d = dtype_info(dt);
  return std::string(d.itemsize == 1 ? "|" : "<") + d.kind + std::to_string(d.itemsize);
}

// An array's descr: str and bytes arrays give their width ('<U2': two
// characters of 4 bytes, '|S2': two bytes).
std::string npy_descr(const NdArray* a) {
  if (a->dtype == DType::Str) return "<U" + std::to_string(a->itemsize() / 4);
  if (a->dtype == DType::Bytes) return "|S" + std::to_string(a->itemsize());
  return npy_descr(a->dtype);
}

// NumPy 1.24's header: the dict, room for the growth axis to reach 21
// digits, spaces to a 64-byte boundary, '\n'.
std::string npy_header(const NdArray* a, bool fortran) {
  std::string h = "{'descr': '" + npy_descr(a) + "', 'fortran_order': " + (fortran ? "True" : "False") +
                  ", 'shape': " + shape_text(a->ndim, a->shape) + ", }";
  if (a->ndim > 0) h += std::string(21 - std::to_string(a->shape[fortran ? a->ndim - 1 : 0]).size(), ' ');
  size_t hlen = h.size() + 1;
  size_t pad = 64 - (10 + hlen) % 64;
  h += std::string(pad, ' ') + "\n";
  std::string out(kMagic, 6);
  out += '\x01';
  out += '\x00';
  out += (char)(h.size() & 0xff);
  out += (char)(h.size() >> 8);
  return out + h;
}

// The value text after 'key': in a header dict; empty when absent.
std::string header_field(const std::string& h, const char* key) {
  size_t k = h.find(std::string("'") + key + "'");
  size_t colon = k == std::string::npos ? k : h.find(':', k);
  size_t start = colon == std::string::npos ? colon : h.find_first_not_of(' ', colon + 1);
  if (start == std::string::npos) return "";
  size_t end = h[start] == '(' ? h.find(')', start) + 1
               : h[start] == '\'' ? h.find('\'', start + 1) + 1 : h.find_first_of(",}", start);
  return end == std::string::npos || end == 0 ? "" : h.substr(start, end - start);
}

// The dtype of a header's descr; `itemsize` the bytes of one element.
bool parse_descr(VM& vm, const std::string& descr, DType& dt, int64_t& itemsize) {
  std::string d = descr.size() > 2 ? descr.substr(1, descr.size() - 2) : "";
  // '<U5' / '|U5' / '=U5' (UCS4, little-endian as tpy stores it), '|S5'
  if (d.size() > 2 && (d[0] == '<' || d[0] == '|' || d[0] == '=') && (d[1] == 'U' || d[1] == 'S')) {
    int64_t n = 0;
    auto r = std::from_chars(d.data() + 2, d.data() + d.size(), n);
    if (r.ec == std::errc() && r.ptr == d.data() + d.size() && n > 0 && n < ((int64_t)1 << 40)) {
      dt = d[1] == 'U' ? DType::Str : DType::Bytes;
      itemsize = d[1] == 'U' ? 4 * n : n;
      return true;
    }
  }
  for (int i = 0; i < kNumDTypes; i++) {
    std::string mine = npy_descr((DType)i);
    if (d == mine || (d.size() > 1 && (d[0] == '=' || d[0] == '|') && d.substr(1) == mine.substr(1))) {
      dt = (DType)i;
      itemsize = dtype_size(dt);
      return true;
    }
  }
  return vm.raise(vm.exc.TypeError, "data type " + descr + " not understood (tpy loads native-order numeric .npy files)");
}

// "(2, 3)" into ndim and shape; false when it is not a tuple of sizes.
bool parse_shape(const std::string& text, int& ndim, int64_t* shape) {
  ndim = 0;
  if (text.empty() || text[0] != '(') return false;
  for (size_t i = 1; i < text.size();) {
    size_t j = text.find_first_of("0123456789", i);
    if (j == std::string::npos) break;
    if (ndim == kMaxDims) return false;
    auto r = std::from_chars(text.data() + j, text.data() + text.size(), shape[ndim++]);
    if (r.ec != std::errc()) return false;
    i = (size_t)(r.ptr - text.data());
  }
  return true;
}

// Where .npy bytes come from: a binary file object's read(n), or a buffer
// in memory (a member of an .npz archive).
struct ByteSource {
  Value file;
  const std::string* mem = nullptr;
  size_t pos = 0;

  // n bytes, fewer at the end; n = npos: all that is left.
  bool read(VM& vm, size_t n, std::string& out) {
    if (mem) {
      out = mem->substr(std::min(pos, mem->size()), n);
      pos += out.size();
      return true;
    }
    Value r;
    if (n == std::string::npos) return call_attr(vm, file, "read", {}, r) && take_text(vm, r, out);
    return call_attr(vm, file, "read", {Value::integer((int64_t)n)}, r) && take_text(vm, r, out);
  }
};

// The header of an .npy file: dtype, shape, order.
struct NpyHeader {
  DType dt = DType::Float64;
  int64_t itemsize = 8;
  int ndim = 0;
  int64_t shape[kMaxDims];
  bool fortran = false;
};

// The header after its first 10 bytes `pre` (magic, version, length).
bool read_npy_header(VM& vm, ByteSource& src, const std::string& pre, NpyHeader& hd) {
  std::string h;
  if (pre.size() < 10 || pre.compare(0, 6, kMagic, 6) != 0)
    return vm.raise(vm.exc.ValueError, "Cannot load file containing pickled data when allow_pickle=False");
  int major = (unsigned char)pre[6], minor = (unsigned char)pre[7];
  if (major < 1 || major > 3 || minor != 0)
    return vm.raisef(vm.exc.ValueError, "we only support format version (1,0), (2,0), and (3,0), not (%d, %d)", major,
                     minor);
  size_t hlen = (unsigned char)pre[8] | (size_t)(unsigned char)pre[9] << 8;
  if (major > 1) {   // a 4-byte length: two more bytes
    std::string more;
    if (!src.read(vm, 2, more)) return false;
    if (more.size() < 2) return vm.raise(vm.exc.ValueError, "EOF at the header of a .npy file");
    hlen |= (size_t)(unsigned char)more[0] << 16 | (size_t)(unsigned char)more[1] << 24;
  }
  if (!src.read(vm, hlen, h)) return false;
  if (!parse_descr(vm, header_field(h, "descr"), hd.dt, hd.itemsize)) return false;
  if (!parse_shape(header_field(h, "shape"), hd.ndim, hd.shape))
    return vm.raise(vm.exc.ValueError, "Cannot parse header: " + repr_str(h));
  std::string order = header_field(h, "fortran_order");
  if (order != "True" && order != "False") return vm.raise(vm.exc.ValueError, "Cannot parse header: " + repr_str(h));
  hd.fortran = order == "True";
  return true;
}

// The array whose header was just read: its data follows.
bool read_npy_data(VM& vm, ByteSource& src, const NpyHeader& hd, Value& out) {
  int64_t n = 1;
  for (int i = 0; i < hd.ndim; i++) {
    if (hd.shape[i] > 0 && n > (INT64_MAX / 16) / hd.shape[i])
      return vm.raise(vm.exc.ValueError,
                      "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.");
    n *= hd.shape[i];
  }
  if (n > 0 && hd.itemsize > (INT64_MAX / 16) / n)
    return vm.raise(vm.exc.ValueError,
                    "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.");
  size_t need = (size_t)n * hd.itemsize;
  std::string body;
  if (!src.read(vm, need, body)) return false;
  if (body.size() < need)
    return vm.raisef(vm.exc.ValueError, "cannot reshape array of size %lld into shape %s",
                     (long long)(body.size() / hd.itemsize), shape_text(hd.ndim, hd.shape).c_str());
  int64_t rshape[kMaxDims];
  for (int i = 0; i < hd.ndim; i++) rshape[i] = hd.fortran ? hd.shape[hd.ndim - 1 - i] : hd.shape[i];
  NdArray* a = nd_empty_sized(vm, hd.dt, hd.itemsize, hd.ndim, rshape);
  if (!a) return false;
  std::memcpy(a->data, body.data(), need);
  if (hd.fortran && hd.ndim > 1) {   // the transpose of the C-order array of the reversed shape
    RootScope roots(vm);
    roots.add(a);
    int64_t strides[kMaxDims];
    for (int i = 0; i < hd.ndim; i++) strides[i] = a->strides[hd.ndim - 1 - i];
    a = nd_view(vm, a, hd.dt, a->data, hd.ndim, hd.shape, strides);
  }
  out = Value::object(a);
  return true;
}

bool read_npy(VM& vm, ByteSource& src, const std::string& pre, Value& out) {
  NpyHeader hd;
  return read_npy_header(vm, src, pre, hd) && read_npy_data(vm, src, hd, out);
}

// ---- .npz: a zip archive of .npy members, stored (savez); reading takes
// stored members with or without zip64 size fields, as Python's zipfile
// writes them.

uint32_t crc32(const std::string& data) {
  static uint32_t table[256];
  if (!table[1])
    for (uint32_t i = 0; i < 256; i++) {
      uint32_t c = i;
      for (int k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      table[i] = c;
    }
  uint32_t c = 0xFFFFFFFFu;
  for (unsigned char b : data) c = table[(c ^ b) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

void put_le(std::string& s, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; i++) s += (char)(i < 8 ? (v >> (8 * i)) & 0xFF : 0);
}
uint64_t get_le(const std::string& s, size_t at, int bytes) {
  uint64_t v = 0;
  for (int i = 0; i < bytes && i < 8 && at + i < s.size(); i++) v |= (uint64_t)(unsigned char)s[at + i] << (8 * i);
  return v;
}

// A stored zip archive of (name, data) members; the time stamp is 1980-01-01.
std::string zip_stored(const std::vector<std::pair<std::string, std::string>>& members) {
  std::string out, central;
  for (auto& [name, data] : members) {
    std::string common;   // version needed .. name length, shared by both headers
    put_le(common, 20, 2);
    put_le(common, 0, 2);            // flags
    put_le(common, 0, 2);            // stored
    put_le(common, 0, 2);            // time
    put_le(common, 0x21, 2);         // date: 1980-01-01
    put_le(common, crc32(data), 4);
    put_le(common, data.size(), 4);
    put_le(common, data.size(), 4);
    put_le(common, name.size(), 2);
    put_le(common, 0, 2);            // extra length
    put_le(central, 0x02014b50, 4);
    put_le(central, 20, 2);          // made by
    central += common;
    put_le(central, 0, 2 + 2 + 2 + 4);  // comment length, disk, internal attributes, external attributes
    put_le(central, out.size(), 4);
    central += name;
    put_le(out, 0x04034b50, 4);
    out += common + name + data;
  }
  size_t cd_at = out.size();
  out += central;
  put_le(out, 0x06054b50, 4);
  put_le(out, 0, 4);                 // disk numbers
  put_le(out, members.size(), 2);
  put_le(out, members.size(), 2);
  put_le(out, central.size(), 4);
  put_le(out, cd_at, 4);
  put_le(out, 0, 2);
  return out;
}

// The members of a zip archive by walking its local headers.
bool unzip_stored(VM& vm, const std::string& zip, std::vector<std::pair<std::string, std::string>>& out) {
  for (size_t at = 0; get_le(zip, at, 4) == 0x04034b50;) {
    uint64_t flags = get_le(zip, at + 6, 2), method = get_le(zip, at + 8, 2);
    uint64_t csize = get_le(zip, at + 18, 4), nlen = get_le(zip, at + 26, 2), xlen = get_le(zip, at + 28, 2);
    std::string name = zip.substr(at + 30, nlen);
    for (size_t x = at + 30 + nlen; x + 4 <= at + 30 + nlen + xlen;) {   // zip64: the sizes are in extra field 1
      uint64_t id = get_le(zip, x, 2), len = get_le(zip, x + 2, 2);
      if (id == 1 && csize == 0xFFFFFFFFu) csize = get_le(zip, x + 12, 8);
      x += 4 + len;
    }
    if (method != 0)
      return vm.raise(vm.exc.NotImplementedError,
                      "tpy reads only uncompressed .npz archives (np.savez, not savez_compressed)");
    if (flags & 8) return vm.raise(vm.exc.NotImplementedError, "tpy cannot read .npz members with data descriptors");
    size_t data_at = at + 30 + nlen + xlen;
    if (data_at + csize > zip.size()) return vm.raise(vm.exc.ValueError, "truncated .npz archive");
    out.emplace_back(name, zip.substr(data_at, csize));
    at = data_at + csize;
  }
  return true;
}

// np.load of an .npz: an NpzFile (pylib/_tpy_npz.py) over {name: array}.
bool load_npz(VM& vm, const std::string& zip, Value& out) {
  std::vector<std::pair<std::string, std::string>> members;
  if (!unzip_stored(vm, zip, members)) return false;
  Dict* d = vm.new_dict();
  RootScope roots(vm);
  roots.add(d);
  for (auto& [name, data] : members) {
    ByteSource src{Value::undef(), &data, 0};
    std::string pre;
    Value arr;
    if (!src.read(vm, 10, pre) || !read_npy(vm, src, pre, arr)) return false;
    bool npy = name.size() > 4 && name.compare(name.size() - 4, 4, ".npy") == 0;
    std::string key = npy ? name.substr(0, name.size() - 4) : name;
    if (!dict_set(vm, d, vm.str_value(key), arr)) return false;
  }
  Value files = Value::object(d);
  return np_call_pylib(vm, "_tpy_npz", "NpzFile", &files, 1, nullptr, out);
}

bool np_load(VM& vm, CallArgs& ca, Value& out) {
  Value args[6];
  if (!np_bind_args(vm, ca, "load", {"file", "mmap_mode", "allow_pickle", "fix_imports", "encoding", "$max_header_size"},
                 1, args))
    return false;
  Value f = args[0], ignored;
  bool opened = is_str(f);
  if (opened && !open_file(vm, args[0], "rb", f)) return false;
  RootScope roots(vm);
  roots.add(f);
  ByteSource src{f};
  std::string pre, rest;
  bool ok = src.read(vm, 10, pre);
  if (ok && pre.compare(0, 4, "PK\x03\x04") == 0)
    ok = src.read(vm, std::string::npos, rest) && load_npz(vm, pre + rest, out);
  else if (ok)
    ok = read_npy(vm, src, pre, out);
  if (opened && ok) return call_attr(vm, f, "close", {}, ignored);
  return ok;
}

// The .npy bytes of an array: header and data in C order (or Fortran
// order for a Fortran-contiguous array, as NumPy writes it).
bool npy_bytes(VM& vm, Value v, std::string& out) {
  RootScope roots(vm);
  NdArray* a = np_array_arg(vm, v, roots);
  if (!a) return false;
  bool fortran = a->ndim > 1 && !a->c_contiguous() && (a->flags & kNdFContig);
  if (!a->c_contiguous() && !fortran) {
    a = nd_copy_as(vm, a, a->dtype);
    roots.add(a);
  }
  out = npy_header(a, fortran);
  out.append(a->data, (size_t)(a->size * a->itemsize()));
  return true;
}

// A file name with `ext` appended unless it ends so already (np.save, np.savez).
Value with_extension(VM& vm, Value file, const char* ext) {
  if (!is_str(file)) return file;
  std::string_view s = str_view(file);
  size_t n = std::strlen(ext);
  return s.size() >= n && s.substr(s.size() - n) == ext ? file : vm.str_value(std::string(s) + ext);
}

bool np_save(VM& vm, CallArgs& ca, Value& out) {
  Value args[4];
  std::string data;
  if (!np_bind_args(vm, ca, "save", {"file", "arr", "allow_pickle", "fix_imports"}, 2, args) ||
      !npy_bytes(vm, args[1], data))
    return false;
  out = Value::none();
  return write_all(vm, with_extension(vm, args[0], ".npy"), data, true);
}

// One .npz member per array, named as NumPy names them.
bool add_member(VM& vm, std::vector<std::pair<std::string, std::string>>& members, const std::string& name, Value v) {
  std::string data;
  if (!npy_bytes(vm, v, data)) return false;
  members.emplace_back(name + ".npy", std::move(data));
  return true;
}

// np.savez(file, *args, **kwds): the keywords, then arr_0, arr_1, ... (NumPy's order).
bool np_savez(VM& vm, CallArgs& ca, Value& out) {
  std::vector<std::pair<std::string, std::string>> members;
  int nkw = ca.kwnames ? (int)ca.kwnames->items.size() : 0;
  if (ca.nargs < 1) return vm.raise(vm.exc.TypeError, "savez() missing 1 required positional argument: 'file'");
  for (int k = 0; k < nkw; k++)
    if (!add_member(vm, members, std::string(str_view(ca.kwnames->items[k])), ca.kwvalue(k))) return false;
  for (int i = 1; i < ca.nargs; i++) {
    std::string name = "arr_" + std::to_string(i - 1);
    for (int k = 0; k < nkw; k++)
      if (str_view(ca.kwnames->items[k]) == name)
        return vm.raise(vm.exc.ValueError, "Cannot use un-named variables and keyword " + name);
    if (!add_member(vm, members, name, ca.args[i])) return false;
  }
  out = Value::none();
  return write_all(vm, with_extension(vm, ca.args[0], ".npz"), zip_stored(members), true);
}

// ---- text tables (loadtxt, genfromtxt)

struct TextSpec {
  std::vector<std::string> comments;
  std::string delimiter;      // empty: runs of whitespace
  int64_t skip_lines = 0;     // raw lines dropped first (skiprows / skip_header)
  int64_t max_rows = -1;      // data rows read at most
};

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

std::string_view strip(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

void split_fields(std::string_view line, const std::string& delim, std::vector<std::string_view>& out) {
  out.clear();
  if (delim.empty()) {
    size_t i = 0;
    while (true) {
      while (i < line.size() && is_space(line[i])) i++;
      if (i == line.size()) return;
      size_t j = i;
      while (j < line.size() && !is_space(line[j])) j++;
      out.push_back(line.substr(i, j - i));
      i = j;
    }
  }
  for (size_t i = 0;;) {
    size_t j = line.find(delim, i);
    out.push_back(line.substr(i, j == std::string_view::npos ? std::string_view::npos : j - i));
    if (j == std::string_view::npos) return;
    i = j + delim.size();
  }
}

// Calls row(fields, line_number) for each line holding data (comments cut,
// blank lines skipped); row returns false with an exception pending.
template <class Row>
bool for_each_row(const std::string& text, const TextSpec& spec, Row row) {
  std::vector<std::string_view> fields;
  int64_t line_no = 0, rows = 0;
  for (size_t pos = 0; pos < text.size() && rows != spec.max_rows;) {
    size_t nl = text.find('\n', pos);
    std::string_view line(text.data() + pos, (nl == std::string::npos ? text.size() : nl) - pos);
    pos = nl == std::string::npos ? text.size() : nl + 1;
    if (++line_no <= spec.skip_lines) continue;
    for (const std::string& c : spec.comments) {
      size_t k = line.find(c);
      if (k != std::string_view::npos) line = line.substr(0, k);
    }
    if (strip(line).empty()) continue;
    split_fields(line, spec.delimiter, fields);
    if (!row(fields, line_no)) return false;
    rows++;
  }
  return true;
}

// A number as NumPy's parser reads it (surrounding spaces, a leading '+',
// inf/nan in any case); false when the field is not one.
bool parse_double(std::string_view s, double& out) {
  s = strip(s);
  if (s.size() > 1 && s[0] == '+' && s[1] != '-') s.remove_prefix(1);
  auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  return !s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size();
}

bool parse_int(std::string_view s, int64_t& out) {
  s = strip(s);
  if (s.size() > 1 && s[0] == '+' && s[1] != '-') s.remove_prefix(1);
  auto r = std::from_chars(s.data(), s.data() + s.size(), out);
  if (!s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size()) return true;
  double d;   // NumPy 1.24 still reads "1.5" into an int column (deprecated)
  if (!parse_double(s, d) || !std::isfinite(d)) return false;
  out = (int64_t)d;
  return true;
}

// Parsed values, row-major, each as the dtype wants it: int64 for integer
// dtypes, double for the others.
struct Table {
  DType dt = DType::Float64;
  bool ints = false;
  std::vector<double> f;
  std::vector<int64_t> i;
  int64_t rows = 0, cols = -1;

  bool parse(std::string_view s) {
    if (ints) {
      int64_t v;
      if (!parse_int(s, v)) return false;
      i.push_back(v);
      return true;
    }
    double v;
    if (!parse_double(s, v)) return false;
    f.push_back(v);
    return true;
  }
  void fill(double v) {
    if (ints) i.push_back((int64_t)v);
    else f.push_back(v);
  }

  NdArray* to_array(VM& vm) const {
    int64_t shape[2] = {rows, std::max<int64_t>(cols, 0)};
    NdArray* a = nd_empty(vm, dt, 2, shape);
    int64_t n = rows * shape[1];
    if (ints) cast_run(DType::Int64, (const char*)i.data(), 8, dt, a->data, a->itemsize(), n);
    else cast_run(DType::Float64, (const char*)f.data(), 8, dt, a->data, a->itemsize(), n);
    return a;
  }
};

bool table_dtype(VM& vm, Value v, Table& t) {
  if (given_arg(v) && !to_dtype(vm, v, t.dt)) return false;
  char kind = dtype_info(t.dt).kind;
  if (kind == 'c') return vm.raise(vm.exc.NotImplementedError, "tpy reads only real numbers from text");
  t.ints = kind == 'i' || kind == 'u';
  return true;
}

// comments=: a str, a sequence of str, or None.
bool comments_arg(VM& vm, Value v, const char* dflt, std::vector<std::string>& out) {
  out.clear();
  if (v.is_undef()) { out.push_back(dflt); return true; }
  if (v.is_none()) return true;
  if (is_str(v)) { out.push_back(std::string(str_view(v))); return true; }
  std::vector<Value> items;
  if (!collect_iterable(vm, v, items)) return false;
  for (Value c : items) {
    if (!is_str(c)) return vm.raise(vm.exc.TypeError, "comments must be a str or a sequence of str");
    out.push_back(std::string(str_view(c)));
  }
  return true;
}

bool delimiter_arg(VM& vm, Value v, std::string& out) {
  out.clear();
  if (!given_arg(v)) return true;
  if (!is_str(v)) return vm.raise(vm.exc.TypeError, "delimiter must be a str or None (tpy reads no fixed-width fields)");
  out = std::string(str_view(v));
  return true;
}

bool count_arg(VM& vm, Value v, const char* name, int64_t& out) {
  return !given_arg(v) || to_int64(vm, v, out, name);
}

// usecols=: None, an int, or a sequence of ints.
bool usecols_arg(VM& vm, Value v, std::vector<int64_t>& out, bool& has) {
  has = given_arg(v);
  if (!has) return true;
  std::vector<Value> items;
  if (v.is_int()) items.push_back(v);
  else if (!collect_iterable(vm, v, items)) return false;
  for (Value c : items) {
    int64_t k;
    if (!to_int64(vm, c, k, "usecols")) return false;
    out.push_back(k);
  }
  return true;
}

// The table as loadtxt / genfromtxt return it: size-1 axes squeezed below
// ndmin 2, at least 1-d for ndmin 1, transposed for unpack.
bool finish_table(VM& vm, const Table& t, int64_t ndmin, bool unpack, Value& out) {
  if (ndmin < 0 || ndmin > 2) return vm.raisef(vm.exc.ValueError, "Illegal value of ndmin keyword: %lld", (long long)ndmin);
  RootScope roots(vm);
  NdArray* a = t.to_array(vm);
  roots.add(a);
  int ndim = 0;
  int64_t shape[2], strides[2];
  for (int d = 0; d < 2; d++)
    if (ndmin == 2 || a->shape[d] != 1) { shape[ndim] = a->shape[d]; strides[ndim++] = a->strides[d]; }
  if (ndim == 0 && ndmin == 1) { shape[0] = 1; strides[0] = a->itemsize(); ndim = 1; }
  if (unpack && ndim == 2) { std::swap(shape[0], shape[1]); std::swap(strides[0], strides[1]); }
  out = Value::object(nd_view(vm, a, a->dtype, a->data, ndim, shape, strides));
  return true;
}

bool convert_error(VM& vm, std::string_view field, DType dt, int64_t row, int64_t col) {
  return vm.raisef(vm.exc.ValueError, "could not convert string %s to %s at row %lld, column %lld.",
                   repr_str(field).c_str(), dtype_info(dt).name, (long long)row, (long long)col);
}

bool np_loadtxt(VM& vm, CallArgs& ca, Value& out) {
  Value args[13];
  if (!np_bind_args(vm, ca, "loadtxt",
                 {"fname", "dtype", "comments", "delimiter", "converters", "skiprows", "usecols", "unpack", "ndmin",
                  "encoding", "max_rows", "$quotechar", "$like"}, 1, args))
    return false;
  Table t;
  TextSpec spec;
  std::vector<int64_t> usecols;
  bool has_usecols, unpack = false;
  int64_t ndmin = 0;
  std::string text;
  if (given_arg(args[4]) || given_arg(args[11]))
    return vm.raise(vm.exc.NotImplementedError, "loadtxt(converters=..., quotechar=...) is not supported by tpy");
  if (!table_dtype(vm, args[1], t) || !comments_arg(vm, args[2], "#", spec.comments) ||
      !delimiter_arg(vm, args[3], spec.delimiter) || !count_arg(vm, args[5], "skiprows", spec.skip_lines) ||
      !usecols_arg(vm, args[6], usecols, has_usecols) || (given_arg(args[7]) && !truthy(vm, args[7], unpack)) ||
      !count_arg(vm, args[8], "ndmin", ndmin) || !count_arg(vm, args[10], "max_rows", spec.max_rows) ||
      !read_all(vm, args[0], false, true, text))
    return false;
  auto row = [&](const std::vector<std::string_view>& fields, int64_t) {
    int64_t n = (int64_t)fields.size();
    if (!has_usecols && t.cols >= 0 && n != t.cols)
      return vm.raisef(vm.exc.ValueError,
                       "the number of columns changed from %lld to %lld at row %lld; use `usecols` to select a "
                       "subset and avoid this error", (long long)t.cols, (long long)n, (long long)t.rows + 1);
    int64_t m = has_usecols ? (int64_t)usecols.size() : n;
    for (int64_t k = 0; k < m; k++) {
      int64_t j = has_usecols ? usecols[k] : k;
      if (j < -n || j >= n)
        return vm.raisef(vm.exc.ValueError, "invalid column index %lld at row %lld with %lld columns",
                         (long long)j, (long long)t.rows + 1, (long long)n);
      if (j < 0) j += n;
      if (!t.parse(fields[j])) return convert_error(vm, fields[j], t.dt, t.rows, j + 1);
    }
    t.cols = m;
    t.rows++;
    return true;
  };
  if (!for_each_row(text, spec, row)) return false;
  if (t.rows == 0) {   // NumPy also warns "input contained no data"
    int64_t zero = 0;
    out = Value::object(nd_empty(vm, t.dt, 1, &zero));
    return true;
  }
  return finish_table(vm, t, ndmin, unpack, out);
}

// missing_values=: a str (comma-separated) or a sequence of str.
bool missing_arg(VM& vm, Value v, std::vector<std::string>& out) {
  if (!given_arg(v)) return true;
  std::vector<Value> items;
  if (is_str(v)) items.push_back(v);
  else if (!collect_iterable(vm, v, items)) return false;
  for (Value m : items) {
    if (!is_str(m)) return vm.raise(vm.exc.TypeError, "missing_values must be str");
    std::string_view s = str_view(m);
    for (size_t i = 0;;) {
      size_t j = s.find(',', i);
      out.push_back(std::string(s.substr(i, j == std::string_view::npos ? std::string_view::npos : j - i)));
      if (j == std::string_view::npos) break;
      i = j + 1;
    }
  }
  return true;
}

bool np_genfromtxt(VM& vm, CallArgs& ca, Value& out) {
  Value args[25];
  if (!np_bind_args(vm, ca, "genfromtxt",
                 {"fname", "dtype", "comments", "delimiter", "skip_header", "skip_footer", "converters",
                  "missing_values", "filling_values", "usecols", "names", "excludelist", "deletechars", "replace_space",
                  "autostrip", "case_sensitive", "defaultfmt", "unpack", "usemask", "loose", "invalid_raise",
                  "max_rows", "encoding", "$ndmin", "$like"}, 1, args))
    return false;
  Table t;
  TextSpec spec;
  std::vector<int64_t> usecols;
  std::vector<std::string> missing;
  bool has_usecols, unpack = false, invalid_raise = true;
  int64_t skip_footer = 0, ndmin = 0;
  std::string text;
  if (given_arg(args[6]) || (given_arg(args[10]) && !(args[10].is_bool() && !args[10].b)))
    return vm.raise(vm.exc.NotImplementedError, "genfromtxt(names=..., converters=...) is not supported by tpy");
  if (!table_dtype(vm, args[1], t) || !comments_arg(vm, args[2], "#", spec.comments) ||
      !delimiter_arg(vm, args[3], spec.delimiter) || !count_arg(vm, args[4], "skip_header", spec.skip_lines) ||
      !count_arg(vm, args[5], "skip_footer", skip_footer) || !missing_arg(vm, args[7], missing) ||
      !usecols_arg(vm, args[9], usecols, has_usecols) || (given_arg(args[17]) && !truthy(vm, args[17], unpack)) ||
      (given_arg(args[20]) && !truthy(vm, args[20], invalid_raise)) ||
      !count_arg(vm, args[21], "max_rows", spec.max_rows) || !count_arg(vm, args[23], "ndmin", ndmin) ||
      !read_all(vm, args[0], false, true, text))
    return false;
  double fill = t.ints ? -1 : NAN;
  if (given_arg(args[8]) && !to_double(vm, args[8], fill, "filling_values")) return false;
  std::string errors;
  int64_t first_line = -1;
  auto row = [&](const std::vector<std::string_view>& fields, int64_t line_no) {
    int64_t n = (int64_t)fields.size();
    if (first_line < 0) first_line = line_no;
    int64_t m = has_usecols ? (int64_t)usecols.size() : n;
    if (!has_usecols && t.cols >= 0 && n != t.cols) {
      errors += "\n    Line #" + std::to_string(line_no - first_line + spec.skip_lines + 1) + " (got " +
                std::to_string(n) + " columns instead of " + std::to_string(t.cols) + ")";
      return true;
    }
    for (int64_t k = 0; k < m; k++) {
      int64_t j = has_usecols ? (usecols[k] < 0 ? usecols[k] + n : usecols[k]) : k;
      if (j < 0 || j >= n) return vm.raise(vm.exc.IndexError, "list index out of range");
      std::string_view s = strip(fields[j]);
      bool is_missing = s.empty();
      for (const std::string& mv : missing) is_missing |= s == mv;
      if (is_missing || !t.parse(s)) t.fill(fill);
    }
    t.cols = m;
    t.rows++;
    return true;
  };
  if (!for_each_row(text, spec, row)) return false;
  if (!errors.empty() && invalid_raise) return vm.raise(vm.exc.ValueError, "Some errors were detected !" + errors);
  t.rows = std::max<int64_t>(0, t.rows - skip_footer);
  t.f.resize((size_t)(t.rows * std::max<int64_t>(t.cols, 0)) * !t.ints);
  t.i.resize((size_t)(t.rows * std::max<int64_t>(t.cols, 0)) * t.ints);
  return finish_table(vm, t, ndmin, unpack, out);
}

// ---- savetxt

// The row format: fmt as given ('%.3f %d') or one % format per column
// joined by the delimiter; complex columns take ' (%s+%sj)'.
bool row_format(VM& vm, Value fmt, const std::string& delim, int64_t ncol, bool complex_x, std::string& out) {
  std::string one;
  if (is_layout(fmt, Layout::List) || is_layout(fmt, Layout::Tuple)) {
    std::vector<Value> items;
    if (!collect_iterable(vm, fmt, items)) return false;
    Str* s;
    if ((int64_t)items.size() != ncol) {
      if (!to_str(vm, fmt, s)) return false;
      return vm.raise(vm.exc.AttributeError, "fmt has wrong shape.  " + s->text());
    }
    out.clear();
    for (size_t i = 0; i < items.size(); i++) {
      if (!to_str(vm, items[i], s)) return false;
      out += (i ? delim : "") + s->text();
    }
    return true;
  }
  if (!is_str(fmt)) return vm.raise(vm.exc.ValueError, "invalid fmt: " + std::string(type_name(vm, fmt)));
  std::string f(str_view(fmt));
  int64_t percents = 0;
  for (char c : f) percents += c == '%';
  if (percents == 1) {
    one = complex_x ? " (" + f + "+" + f + "j)" : f;
    out.clear();
    for (int64_t i = 0; i < ncol; i++) out += (i ? delim : "") + one;
    return true;
  }
  if (percents != (complex_x ? 2 * ncol : ncol))
    return vm.raise(vm.exc.ValueError, "fmt has wrong number of % formats:  " + f);
  out = f;
  return true;
}

bool text_option(VM& vm, Value v, const char* dflt, std::string& out) {
  out = dflt;
  if (!given_arg(v)) return true;
  if (!is_str(v)) return vm.raise(vm.exc.TypeError, std::string("expected str, got ") + type_name(vm, v));
  out = std::string(str_view(v));
  return true;
}

// Every line of `s` after the first prefixed with `comments`, as NumPy writes headers.
std::string commented(const std::string& s, const std::string& comments) {
  std::string r = comments;
  for (char c : s) {
    r += c;
    if (c == '\n') r += comments;
  }
  return r;
}

bool format_rows(VM& vm, NdArray* x, const std::string& format, const std::string& newline, bool complex_x,
                 std::string& body) {
  Value fmt = vm.str_value(format);
  RootScope roots(vm);
  roots.add(fmt);
  int64_t rows = x->shape[0], cols = x->shape[1];
  bool is_complex = dtype_info(x->dtype).kind == 'c';
  for (int64_t r = 0; r < rows; r++) {
    std::vector<Value> items;
    for (int64_t c = 0; c < cols; c++) {
      const char* p = x->data + r * x->strides[0] + c * x->strides[1];
      if (!is_complex) { items.push_back(nd_box(vm, x->dtype, p)); continue; }
      double z[2];
      cast_element(x->dtype, p, DType::Complex128, (char*)z);
      items.push_back(Value::real(z[0]));
      items.push_back(Value::real(z[1]));
    }
    Value tup = Value::object(vm.new_tuple(items)), line;
    if (!binary_op(vm, (int)BinOpKind::Mod, fmt, tup, line)) {
      if (!vm.pending_is(vm.exc.TypeError)) return false;
      vm.take_pending();
      return vm.raise(vm.exc.TypeError, std::string("Mismatch between array dtype ('") + dtype_info(x->dtype).name +
                                            "') and format specifier ('" + format + "')");
    }
    std::string s(str_view(line));
    if (complex_x)
      for (size_t k; (k = s.find("+-")) != std::string::npos;) s.replace(k, 2, "-");
    body += s + newline;
  }
  return true;
}

bool np_savetxt(VM& vm, CallArgs& ca, Value& out) {
  Value args[9];
  if (!np_bind_args(vm, ca, "savetxt",
                 {"fname", "X", "fmt", "delimiter", "newline", "header", "footer", "comments", "encoding"}, 2, args))
    return false;
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, args[1], roots);
  std::string delim, newline, header, footer, comments, format;
  if (!x || !text_option(vm, args[3], " ", delim) || !text_option(vm, args[4], "\n", newline) ||
      !text_option(vm, args[5], "", header) || !text_option(vm, args[6], "", footer) ||
      !text_option(vm, args[7], "# ", comments))
    return false;
  if (x->ndim == 0 || x->ndim > 2)
    return vm.raisef(vm.exc.ValueError, "Expected 1D or 2D array, got %dD array instead", x->ndim);
  if (x->ndim == 1) {   // one column
    int64_t shape[2] = {x->shape[0], 1}, strides[2] = {x->strides[0], x->itemsize()};
    x = nd_view(vm, x, x->dtype, x->data, 2, shape, strides);
    roots.add(x);
  }
  bool complex_x = dtype_info(x->dtype).kind == 'c';
  Value fmt = given_arg(args[2]) ? args[2] : vm.str_value("%.18e");
  std::string body;
  if (!header.empty()) body += commented(header, comments) + newline;
  if (!row_format(vm, fmt, delim, x->shape[1], complex_x, format) ||
      !format_rows(vm, x, format, newline, complex_x, body))
    return false;
  if (!footer.empty()) body += commented(footer, comments) + newline;
  out = Value::none();
  return write_all(vm, args[0], body, false);
}

const NativeDef kIoFunctions[] = {
    {"save", np_save, 2, 4, true, JitHint::None},
    {"load", np_load, 1, 5, true, JitHint::None},
    {"savez", np_savez, 1, -1, true, JitHint::None},
    {"loadtxt", np_loadtxt, 1, 11, true, JitHint::None},
    {"genfromtxt", np_genfromtxt, 1, 23, true, JitHint::None},
    {"savetxt", np_savetxt, 2, 9, true, JitHint::None},
};

}  // namespace

bool np_write_all(VM& vm, Value file, const std::string& data, bool binary) { return write_all(vm, file, data, binary); }

void add_io_functions(VM& vm, Module* m) { add_module_functions(vm, m, kIoFunctions); }

}  // namespace tpy
