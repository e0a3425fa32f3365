// str_buffer.cpp — views of shared string buffers (see str_buffer.h): how a
// view is stored in Str::s_, concatenation, and copying a view's bytes out.
#include "vm/str_buffer.h"

#include <cstring>
#include "vm/vm.h"

namespace tpy {

// A view keeps its buffer pointer and its byte count (7 bytes: up to 2^56)
// in Str::s_ as 15 raw bytes, which std::string holds without allocating.
static constexpr size_t kRepBytes = 15;

StrBuffer* StrBuffer::buffer_of(const Str* s, size_t& nbytes) {
  StrBuffer* buf;
  std::memcpy(&buf, s->s_.data(), sizeof buf);
  nbytes = 0;
  std::memcpy(&nbytes, s->s_.data() + sizeof buf, kRepBytes - sizeof buf);
  return buf;
}

Str* StrBuffer::make_view(VM& vm, StrBuffer* buf, size_t nbytes, int64_t length, bool ascii) {
  char rep[kRepBytes];
  std::memcpy(rep, &buf, sizeof buf);
  std::memcpy(rep + sizeof buf, &nbytes, kRepBytes - sizeof buf);
  // The collection alloc may run cannot free buf: only views release it.
  // The representation fits std::string's inline bytes: nothing to account.
  Str* r = vm.alloc<Str>(vm.t.str, std::string(rep, kRepBytes), length, ascii);
  r->str_view = true;
  buf->views++;
  return r;
}

size_t StrBuffer::held_bytes(const Str* s) {
  if (!s->str_view) return s->s_.capacity();
  size_t n;
  StrBuffer* buf = buffer_of(s, n);
  return buf->bytes.capacity() / (size_t)buf->views;
}

void StrBuffer::release(StrBuffer* buf) {
  if (--buf->views == 0) delete buf;
}

Str::~Str() {
  if (str_view) {
    size_t n;
    StrBuffer::release(StrBuffer::buffer_of(this, n));
  }
}

void Str::flatten() const {
  size_t n;
  StrBuffer* buf = StrBuffer::buffer_of(this, n);
  auto* self = const_cast<Str*>(this);
  self->s_.assign(buf->bytes, 0, n);
  self->str_view = false;
  StrBuffer::release(buf);
}

Str* str_concat(VM& vm, const Str* x, const Str* y) {
  // y's bytes first: when y is x (a view), this is what copies x's bytes out.
  const std::string& b = y->text();
  int64_t length = x->length() + y->length();
  bool ascii = x->ascii && y->ascii;
  if (x->str_view) {
    size_t n;
    StrBuffer* buf = StrBuffer::buffer_of(x, n);
    if (buf->bytes.size() == n) {
      // x is the tail: the bytes after it are y's, and every other view still
      // sees only its own prefix. std::string grows its capacity
      // geometrically, so a loop of appends is linear.
      size_t cap = buf->bytes.capacity();
      buf->bytes.append(b);
      if (buf->bytes.capacity() != cap) vm.account(buf->bytes.capacity() - cap);
      return StrBuffer::make_view(vm, buf, n + b.size(), length, ascii);
    }
    // Another view has grown the buffer past x: x's bytes start a new one.
    auto* nb = new StrBuffer;
    nb->bytes.reserve(2 * (n + b.size()));
    nb->bytes.append(buf->bytes, 0, n).append(b);
    vm.account(nb->bytes.capacity());
    return StrBuffer::make_view(vm, nb, nb->bytes.size(), length, ascii);
  }
  const std::string& a = x->text();
  // Only a concatenation's result starts a buffer: a one-off `long + short`
  // stays a plain str (a view would cost a second copy when read).
  if (x->str_grown && a.size() + b.size() >= StrBuffer::kMinViewBytes) {
    auto* nb = new StrBuffer;
    nb->bytes.reserve(2 * (a.size() + b.size()));
    nb->bytes.append(a).append(b);
    vm.account(nb->bytes.capacity());
    return StrBuffer::make_view(vm, nb, nb->bytes.size(), length, ascii);
  }
  std::string r;
  r.reserve(a.size() + b.size());
  r.append(a).append(b);
  Str* s = vm.new_str(std::move(r), length, ascii);
  if (!s->interned) s->str_grown = true;
  return s;
}

}  // namespace tpy
