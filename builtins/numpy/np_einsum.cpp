// np_einsum.cpp — np.einsum(subscripts, *operands, out=None, dtype=None)
// with NumPy's subscript language: letters, '...' (broadcast dimensions),
// repeated labels in one operand (diagonals), implicit output (labels seen
// once, sorted, after the ellipsis dimensions), size-1 broadcasting, and
// NumPy's errors. One general contraction: an odometer over the output
// labels, and for each output element a sum over the contracted labels of
// the product of the operands (in the result dtype, as NumPy accumulates).
// The operand/sublist call form and optimize= paths are left out.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>
#include "builtins/numpy/np_stats.h"

namespace tpy {

namespace {

using C128 = std::complex<double>;
constexpr int kEllipsisBase = 256;   // label codes of the broadcast ('...') dimensions

struct Term {
  std::vector<int> labels;   // one per dimension of the operand, after expanding '...'
  bool ellipsis = false;
  int before = 0;            // labels before the '...'
};

// One term of the subscripts ("ij", "...j", "i...") without spaces.
bool parse_term(VM& vm, const std::string& s, int op, Term& t, std::vector<int>& raw) {
  for (size_t i = 0; i < s.size(); i++) {
    char c = s[i];
    if (c == ' ') continue;
    if (c == '.') {
      if (t.ellipsis || s.compare(i, 3, "...") != 0)
        return vm.raisef(vm.exc.ValueError,
                         "einstein sum subscripts string contains a '.' that is not part of an ellipsis ('...') in operand %d", op);
      t.ellipsis = true;
      t.before = (int)raw.size();
      i += 2;
      continue;
    }
    if (!std::isalpha((unsigned char)c))
      return vm.raisef(vm.exc.ValueError, "invalid subscript '%c' in einstein sum subscripts string, subscripts must be letters", c);
    raw.push_back((unsigned char)c);
  }
  return true;
}

// The labels of operand `a` for its term: '...' becomes the trailing
// broadcast labels kEllipsisBase + (position from the right).
bool bind_term(VM& vm, const std::string& s, int op, NdArray* a, Term& t, int& nell) {
  std::vector<int> raw;
  if (!parse_term(vm, s, op, t, raw)) return false;
  int n = (int)raw.size();
  if (!t.ellipsis && n > a->ndim)
    return vm.raisef(vm.exc.ValueError, "einstein sum subscripts string contains too many subscripts for operand %d", op);
  if (!t.ellipsis && n < a->ndim)
    return vm.raise(vm.exc.ValueError,
                    "operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis "
                    "provided to broadcast the extra dimensions.");
  if (t.ellipsis && n > a->ndim)
    return vm.raisef(vm.exc.ValueError, "einstein sum subscripts string contains too many subscripts for operand %d", op);
  int ne = a->ndim - n;
  nell = std::max(nell, ne);
  for (int i = 0; i < (t.ellipsis ? t.before : n); i++) t.labels.push_back(raw[i]);
  for (int e = ne; e > 0; e--) t.labels.push_back(kEllipsisBase + e);
  if (t.ellipsis)
    for (int i = t.before; i < n; i++) t.labels.push_back(raw[i]);
  return true;
}

// The output labels: explicit after "->", or the labels seen once, sorted.
bool output_labels(VM& vm, const std::string& spec, bool explicit_out, const std::vector<Term>& terms, int nell,
                   std::vector<int>& out) {
  auto in_inputs = [&](int l) {
    for (const Term& t : terms)
      if (std::count(t.labels.begin(), t.labels.end(), l)) return true;
    return false;
  };
  if (!explicit_out) {
    for (int e = nell; e > 0; e--) out.push_back(kEllipsisBase + e);
    for (int c = 0; c < 128; c++) {
      int count = 0;
      for (const Term& t : terms) count += (int)std::count(t.labels.begin(), t.labels.end(), c);
      if (count == 1) out.push_back(c);
    }
    return true;
  }
  Term t;
  std::vector<int> raw;
  if (!parse_term(vm, spec, 0, t, raw)) return false;
  for (int i = 0; i < (int)raw.size(); i++) {
    if (std::count(raw.begin(), raw.begin() + i, raw[i]))
      return vm.raisef(vm.exc.ValueError, "einstein sum subscripts string includes output subscript '%c' multiple times", raw[i]);
    if (!in_inputs(raw[i]))
      return vm.raisef(vm.exc.ValueError,
                       "einstein sum subscripts string included output subscript '%c' which never appeared in an input", raw[i]);
  }
  for (int i = 0; i < (t.ellipsis ? t.before : (int)raw.size()); i++) out.push_back(raw[i]);
  if (t.ellipsis) {
    for (int e = nell; e > 0; e--) out.push_back(kEllipsisBase + e);
    for (int i = t.before; i < (int)raw.size(); i++) out.push_back(raw[i]);
  }
  return true;
}

// NumPy's broadcast error text: each operand's shape, then its shape over
// the iterator's labels (the output's, then the summed ones in ascending
// order), "newaxis" where it lacks one, leading newaxes left out.
std::string remapped_shapes(const std::vector<NdArray*>& ops, const std::vector<Term>& terms,
                            const std::vector<int>& labels, int nout) {
  std::vector<int> iter(labels.begin(), labels.begin() + nout), rest(labels.begin() + nout, labels.end());
  std::sort(rest.begin(), rest.end());
  iter.insert(iter.end(), rest.begin(), rest.end());
  std::string s;
  for (size_t k = 0; k < ops.size(); k++) {
    NdArray* a = ops[k];
    std::string rem;
    int shown = 0;
    for (int l : iter) {
      auto it = std::find(terms[k].labels.begin(), terms[k].labels.end(), l);
      if (it == terms[k].labels.end() && shown == 0) continue;
      rem += shown++ ? "," : "";
      rem += it == terms[k].labels.end() ? "newaxis" : std::to_string(a->shape[it - terms[k].labels.begin()]);
    }
    s += shape_text(a->ndim, a->shape, true) + "->(" + rem + (iter.size() == 1 && shown ? ",)" : ")") + " ";
  }
  return s;
}

// Every label's size (size-1 dimensions broadcast) and each operand's
// byte stride per label (repeated labels add up: a diagonal).
bool label_sizes(VM& vm, const std::vector<NdArray*>& ops, const std::vector<Term>& terms, const std::vector<int>& labels,
                 int nout, std::vector<int64_t>& size, std::vector<std::vector<int64_t>>& stride) {
  size.assign(labels.size(), 1);
  stride.assign(ops.size(), std::vector<int64_t>(labels.size(), 0));
  for (size_t k = 0; k < ops.size(); k++) {
    NdArray* a = ops[k];
    for (int d = 0; d < a->ndim; d++) {
      int li = (int)(std::find(labels.begin(), labels.end(), terms[k].labels[d]) - labels.begin());
      int first = (int)(std::find(terms[k].labels.begin(), terms[k].labels.end(), terms[k].labels[d]) - terms[k].labels.begin());
      if (first != d && a->shape[first] != a->shape[d])
        return vm.raisef(vm.exc.ValueError, "dimensions in operand %d for collapsing index '%c' don't match (%lld != %lld)",
                         (int)k, terms[k].labels[d], (long long)a->shape[first], (long long)a->shape[d]);
      if (a->shape[d] != 1) {
        if (size[li] != 1 && size[li] != a->shape[d])
          return vm.raisef(vm.exc.ValueError, "operands could not be broadcast together with remapped shapes [original->remapped]: %s",
                           remapped_shapes(ops, terms, labels, nout).c_str());
        size[li] = a->shape[d];
        stride[k][li] += a->strides[d];
      }
    }
  }
  return true;
}

// acc plus, for m < n, the product of the operands at p[k] + m * st[k]
// (the innermost contracted label; two operands get their own loop).
template <class T> T inner_sum(T acc, int nops, const char* const* p, const int64_t* st, int64_t n) {
  auto ld = [](const char* q) { T v; std::memcpy(&v, q, sizeof(T)); return v; };
  if constexpr (std::is_same_v<T, bool>) {
    for (int64_t m = 0; m < n; m++) {
      bool prod = true;
      for (int k = 0; k < nops; k++) prod = prod && ld(p[k] + m * st[k]);
      acc = acc || prod;
    }
  } else if (nops == 2) {
    const char *a = p[0], *b = p[1];
    for (int64_t m = 0; m < n; m++) acc = (T)(acc + ld(a + m * st[0]) * ld(b + m * st[1]));
  } else {
    for (int64_t m = 0; m < n; m++) {
      T prod = ld(p[0] + m * st[0]);
      for (int k = 1; k < nops; k++) prod = (T)(prod * ld(p[k] + m * st[k]));
      acc = (T)(acc + prod);
    }
  }
  return acc;
}

// The contraction: out (C-contiguous over the first nout labels) gets, for
// each index of those, the sum over the remaining labels of the product;
// the last label runs in inner_sum (a label of size 1 when none is summed).
template <class T>
void contract(const std::vector<NdArray*>& ops, std::vector<int64_t> size, std::vector<std::vector<int64_t>> stride,
              int nout, T* out) {
  int nops = (int)ops.size();
  if ((int)size.size() == nout) {
    size.push_back(1);
    for (auto& s : stride) s.push_back(0);
  }
  int nl = (int)size.size(), last = nl - 1;
  std::vector<int64_t> idx(nl, 0), st(nops);
  std::vector<const char*> p(nops);
  for (int k = 0; k < nops; k++) p[k] = ops[k]->data, st[k] = stride[k][last];
  int64_t total_out = 1, total_mid = 1;
  for (int l = 0; l < nout; l++) total_out *= size[l];
  for (int l = nout; l < last; l++) total_mid *= size[l];
  // Moves the index over labels [lo, hi) on by one, updating the pointers.
  auto step = [&](int lo, int hi) {
    for (int l = hi - 1; l >= lo; l--) {
      for (int k = 0; k < nops; k++) p[k] += stride[k][l];
      if (++idx[l] < size[l]) return;
      for (int k = 0; k < nops; k++) p[k] -= stride[k][l] * size[l];
      idx[l] = 0;
    }
  };
  for (int64_t o = 0; o < total_out; o++) {
    T acc = T();
    for (int64_t i = 0; i < total_mid; i++) {
      acc = inner_sum<T>(acc, nops, p.data(), st.data(), size[last]);
      step(nout, last);
    }
    out[o] = acc;
    step(0, nout);
  }
}

// einsum(subscripts, *operands, out=None, dtype=None)
bool fn_einsum(VM& vm, CallArgs& ca, Value& out) {
  Value outv = kwarg(ca, "out"), dtv = kwarg(ca, "dtype");
  for (int i = 0; i < ca.nkw(); i++) {
    std::string_view k = str_view(ca.kwnames->items[i]);
    if (k != "out" && k != "dtype" && k != "optimize" && k != "order" && k != "casting")
      return vm.raisef(vm.exc.TypeError, "einsum() got an unexpected keyword argument '%.*s'", (int)k.size(), k.data());
  }
  if (ca.nargs == 0)
    return vm.raise(vm.exc.ValueError, "must specify the einstein sum subscripts string and at least one operand, or at "
                                       "least one operand and its corresponding subscripts list");
  if (ca.nargs < 2 && is_str(ca.args[0]))
    return vm.raise(vm.exc.ValueError, "must specify the einstein sum subscripts string and at least one operand");
  if (ca.nargs < 2) return vm.raise(vm.exc.ValueError, "must provide at least an operand and a subscripts list to einsum");
  if (!is_str(ca.args[0])) return vm.raise(vm.exc.TypeError, "tpy: einsum's operand/sublist form is not supported");
  std::string spec(str_view(ca.args[0]));
  size_t arrow = spec.find("->");
  std::string ins = spec.substr(0, arrow), outs = arrow == std::string::npos ? "" : spec.substr(arrow + 2);
  std::vector<std::string> parts;
  for (size_t b = 0;;) {
    size_t c = ins.find(',', b);
    parts.push_back(ins.substr(b, c == std::string::npos ? std::string::npos : c - b));
    if (c == std::string::npos) break;
    b = c + 1;
  }
  int nops = ca.nargs - 1;
  if ((int)parts.size() > nops)
    return vm.raise(vm.exc.ValueError, "more operands provided to einstein sum function than specified in the subscripts string");
  if ((int)parts.size() < nops)
    return vm.raise(vm.exc.ValueError, "fewer operands provided to einstein sum function than specified in the subscripts string");
  RootScope roots(vm);
  std::vector<NdArray*> ops;
  std::vector<Term> terms(nops);
  int nell = 0;
  for (int k = 0; k < nops; k++) {
    NdArray* a = stats_array(vm, ca.args[1 + k], roots);
    if (!a || !bind_term(vm, parts[k], k, a, terms[k], nell)) return false;
    ops.push_back(a);
  }
  std::vector<int> labels;
  if (!output_labels(vm, outs, arrow != std::string::npos, terms, nell, labels)) return false;
  int nout = (int)labels.size();
  for (const Term& t : terms)
    for (int l : t.labels)
      if (!std::count(labels.begin(), labels.end(), l)) labels.push_back(l);
  DType dt = result_type(ops.data(), nops);
  if (given(dtv) && !to_dtype(vm, dtv, dt)) return false;
  for (NdArray*& a : ops) {
    if (a->dtype != dt && !(a = nd_copy_as(vm, a, dt))) return false;
    roots.add(a);
  }
  std::vector<int64_t> size;
  std::vector<std::vector<int64_t>> stride;
  if (!label_sizes(vm, ops, terms, labels, nout, size, stride)) return false;
  NdArray* r = nd_new(vm, dt, nout, size.data());
  if (!r) return false;
  roots.add(r);
  dispatch_dtype(dt, [&]<class T>() { contract<T>(ops, size, stride, nout, (T*)r->data); });
  return store_out(vm, np_result(vm, r, true), outv, out);
}

const NativeDef kEinsumFunctions[] = {
    {"einsum", fn_einsum, 0, -1, true, JitHint::None},
};

}  // namespace

void add_einsum(VM& vm, Module* m) { add_module_functions(vm, m, kEinsumFunctions); }

}  // namespace tpy
