// str_buffer.h — linear-time `s += piece` without reference counts: a long
// concatenation result is a view, a prefix of a shared growing buffer, and
// the view that ends at the buffer's end (its tail) is extended in place by
// the next concatenation. Entry point: str_concat (vm/ops.cpp's str + str).
// Views are read through Str::text(), which copies a view's bytes out once;
// the code-point index of long non-ASCII strs is vm/str_index.h.
#pragma once
#include <string>
#include "vm/object.h"

namespace tpy {

class VM;

// The shared bytes of a family of views: each view is a prefix of `bytes`,
// and only the view as long as `bytes` (the tail) may append to it. Freed
// by the last view that lets it go (a view's ~Str or its text()).
struct StrBuffer {
  std::string bytes;
  int64_t views = 0;

  // A concatenation shorter than this is an ordinary str (short strings stay
  // plain; bench/cliffs.py's str+= needs only the long ones to be views).
  static constexpr size_t kMinViewBytes = 256;

  // Reading a view's representation (Str::s_ of a str_view Str).
  static StrBuffer* buffer_of(const Str* s, size_t& nbytes);
  // A new exact str viewing the first nbytes of buf.
  static Str* make_view(VM& vm, StrBuffer* buf, size_t nbytes, int64_t length, bool ascii);
  // Drops a view's hold on buf (the view is dying or got its own bytes).
  static void release(StrBuffer* buf);
  // The bytes s holds outside its block (a view: its share of the buffer),
  // without copying a view's bytes out (the collector's measure).
  static size_t held_bytes(const Str* s);
};

// x + y for two strs (exact result). May allocate (and so collect); x and y
// must be reachable by the collector.
Str* str_concat(VM& vm, const Str* x, const Str* y);

}  // namespace tpy
