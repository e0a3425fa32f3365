// np_gufunc.cpp — generalized ufuncs (NumPy's gufuncs; @guvectorize makes
// them): operands end in core dimensions named by a signature such as
// "(m,n),(n)->(m)". A call binds every core dimension name to one size,
// broadcasts the leading loop dimensions of inputs and given outputs (a
// broadcast dimension is a zero step, never a copy), and hands each
// innermost run of the loop dimensions to the loop as a GURun.
#include <cctype>
#include <cstring>
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_iter.h"

namespace tpy {

namespace {

// "(a,b),(b)->(a)" read into a GUCore; whitespace anywhere between tokens.
struct CoreParser {
  std::string_view s;
  GUCore& core;
  size_t i = 0;

  void skip() {
    while (i < s.size() && std::isspace((unsigned char)s[i])) i++;
  }
  bool eat(char c) {
    skip();
    if (i < s.size() && s[i] == c) { i++; return true; }
    return false;
  }
  bool name(std::string& out) {
    skip();
    size_t b = i;
    if (i < s.size() && (std::isalpha((unsigned char)s[i]) || s[i] == '_')) {
      while (i < s.size() && (std::isalnum((unsigned char)s[i]) || s[i] == '_')) i++;
    }
    out = std::string(s.substr(b, i - b));
    return i > b;
  }
  int index_of(const std::string& n) {
    for (size_t k = 0; k < core.names.size(); k++)
      if (core.names[k] == n) return (int)k;
    core.names.push_back(n);
    return (int)core.names.size() - 1;
  }
  bool operand() {
    if (!eat('(')) return false;
    std::vector<int> dims;
    if (!eat(')')) {
      do {
        std::string n;
        if (!name(n)) return false;
        dims.push_back(index_of(n));
      } while (eat(','));
      if (!eat(')') || dims.size() > (size_t)kMaxDims) return false;
    }
    core.ops.push_back(std::move(dims));
    return true;
  }
  bool operands() {
    do {
      if (!operand()) return false;
    } while (eat(','));
    return true;
  }
  bool parse(int& nin) {
    if (!operands()) return false;
    nin = (int)core.ops.size();
    skip();
    if (s.substr(i, 2) != "->") return false;
    i += 2;
    if (!operands()) return false;
    skip();
    return i == s.size() && core.ops.size() <= (size_t)kMaxUFuncArgs;
  }
};

// The shape of a's loop dimensions (all but its last `ncore`).
int loop_ndim(const NdArray* a, int ncore) { return a->ndim - ncore; }

// NumPy's words when loop dimensions do not broadcast: each operand's
// shape and how the iteration sees it (its loop dimensions, then one axis
// per output core dimension: its own, or newaxis), then the output core
// dimensions' sizes.
bool broadcast_error(VM& vm, UFunc* uf, NdArray* const* ops, const int* ncore, int n, int nd,
                     const std::vector<int64_t>& size) {
  std::string msg = "operands could not be broadcast together with remapped shapes [original->remapped]: ";
  std::vector<std::string> items;
  for (int k = 0; k < n; k++) {
    const NdArray* a = ops[k];
    int lnd = loop_ndim(a, ncore[k]);
    std::vector<std::string> axes;
    if (k >= uf->nin || lnd > 0) {
      for (int d = 0; d < nd; d++) axes.push_back(d < nd - lnd ? "newaxis" : std::to_string(a->shape[d - (nd - lnd)]));
      for (int o = uf->nin; o < uf->nin + uf->nout; o++)
        for (size_t j = 0; j < uf->core->ops[o].size(); j++)
          axes.push_back(o == k ? std::to_string(a->shape[lnd + j]) : "newaxis");
    }
    std::string r = "(";
    for (size_t j = 0; j < axes.size(); j++) r += (j ? "," : "") + axes[j];
    r += axes.size() == 1 ? ",)" : ")";
    msg += shape_text(a->ndim, a->shape, true) + "->" + r + " ";
  }
  std::string req;
  for (int o = uf->nin; o < uf->nin + uf->nout; o++)
    for (int d : uf->core->ops[o]) req += (req.empty() ? "" : ",") + std::to_string(size[d]);
  return vm.raise(vm.exc.ValueError, msg + " and requested shape (" + req + ")");
}

// Broadcasts the loop dimensions of ops[0..n) into (nd, shape).
bool broadcast_loop_dims(VM& vm, UFunc* uf, NdArray* const* ops, const int* ncore, int n, const std::vector<int64_t>& size,
                         int& nd, int64_t* shape) {
  nd = 0;
  for (int k = 0; k < n; k++) nd = std::max(nd, loop_ndim(ops[k], ncore[k]));
  for (int d = 0; d < nd; d++) shape[d] = 1;
  for (int k = 0; k < n; k++) {
    int lnd = loop_ndim(ops[k], ncore[k]), off = nd - lnd;
    for (int d = 0; d < lnd; d++) {
      int64_t s = ops[k]->shape[d];
      int64_t& t = shape[off + d];
      if (s == t || s == 1) continue;
      if (t == 1) { t = s; continue; }
      return broadcast_error(vm, uf, ops, ncore, n, nd, size);
    }
  }
  return true;
}

// Binds the core dimensions of operand k (index `idx` among the inputs or
// outputs) to `size`; ValueError in NumPy's words when they disagree.
bool bind_core(VM& vm, UFunc* uf, int k, int idx, bool output, NdArray* a, std::vector<int64_t>& size) {
  const std::vector<int>& dims = uf->core->ops[k];
  const char* what = output ? "Output" : "Input";
  int c = (int)dims.size();
  if (a->ndim < c)
    return vm.raisef(vm.exc.ValueError,
                     "%s: %s operand %d does not have enough dimensions (has %d, gufunc core with signature %s "
                     "requires %d)",
                     uf->name.c_str(), what, idx, (int)a->ndim, uf->core->text.c_str(), c);
  for (int j = 0; j < c; j++) {
    int64_t n = a->shape[a->ndim - c + j];
    int64_t& bound = size[dims[j]];
    if (bound < 0) {
      bound = n;
    } else if (bound != n) {
      return vm.raisef(vm.exc.ValueError,
                       "%s: %s operand %d has a mismatch in its core dimension %d, with gufunc signature %s (size "
                       "%lld is different from %lld)",
                       uf->name.c_str(), what, idx, j, uf->core->text.c_str(), (long long)n, (long long)bound);
    }
  }
  return true;
}

}  // namespace

UFunc* gufunc_new(VM& vm, const char* name, std::string_view sig) {
  auto core = std::make_unique<GUCore>();
  core->text = std::string(sig);
  CoreParser p{sig, *core};
  int nin = 0;
  if (!p.parse(nin) || nin == 0 || (int)core->ops.size() == nin) {
    vm.raisef(vm.exc.ValueError, "not a valid gufunc signature: %s", core->text.c_str());
    return nullptr;
  }
  UFunc* uf = ufunc_new(vm, name, nin, (int)core->ops.size() - nin);
  uf->core = std::move(core);
  return uf;
}

void gufunc_add_loop(UFunc* uf, const std::vector<DType>& types, GUFuncLoopFn fn, void* data) {
  ufunc_add_loop(uf, types, nullptr, data);
  uf->loops.back().gfn = fn;
}

bool gufunc_call(VM& vm, UFunc* uf, const Value* inputs, const Value* outs, Value& result, const UFuncOpts* opts) {
  Casting casting = opts ? opts->casting : Casting::SameKind;
  const GUCore& core = *uf->core;
  const int nin = uf->nin, nout = uf->nout, nops = nin + nout;
  RootScope roots(vm);
  NdArray* op[kMaxUFuncArgs] = {};       // the loop's operands (inputs cast, outputs to write)
  NdArray* target[kMaxUFuncArgs] = {};   // outputs given
  int ncore[kMaxUFuncArgs];
  for (int k = 0; k < nops; k++) ncore[k] = (int)core.ops[k].size();
  for (int k = 0; k < nin; k++) {
    if (!np_asarray(vm, inputs[k], op[k])) return false;
    roots.add(op[k]);
  }
  if (outs) {
    for (int k = 0; k < nout; k++) {
      if (!is_ndarray(vm, outs[k])) return vm.raise(vm.exc.TypeError, "return arrays must be of ArrayType");
      target[k] = op[nin + k] = as<NdArray>(outs[k]);
    }
  }
  const UFuncLoop* loop;
  if (!(opts && opts->want ? resolve_loop_dtype(vm, uf, op, *opts->want, casting, loop) : resolve_loop(vm, uf, op, loop)))
    return false;
  // The loop was chosen by safe casting; a stricter casting= may refuse an input.
  if (casting < Casting::Safe || (opts && opts->want && casting != Casting::SameKind))
    for (int k = 0; k < nin; k++)
      if (!can_cast_input(op[k], loop->types[k], casting)) {
        std::string idx = nin != 1 ? std::to_string(k) + " " : "";
        return vm.raisef(ufunc_error_type(vm, "_UFuncInputCastingError") ?: vm.exc.TypeError,
                         "Cannot cast ufunc '%s' input %sfrom dtype('%s') to dtype('%s') with casting rule '%s'",
                         uf->name.c_str(), idx.c_str(), dtype_info(op[k]->dtype).name, dtype_info(loop->types[k]).name,
                         casting_name(casting));
      }
  if (!loop->gfn) return vm.raisef(vm.exc.TypeError, "ufunc '%s' has no loop for its core signature", uf->name.c_str());

  std::vector<int64_t> size(core.names.size(), -1);
  int given = outs ? nops : nin;
  for (int k = 0; k < given; k++)
    if (!bind_core(vm, uf, k, k < nin ? k : k - nin, k >= nin, op[k], size)) return false;
  for (int k = nin; k < nops; k++)
    for (int j = 0; j < ncore[k]; j++)
      if (size[core.ops[k][j]] < 0)
        return vm.raisef(vm.exc.ValueError, "%s: Output operand %d has core dimension %d unspecified, with gufunc signature %s",
                         uf->name.c_str(), k - nin, j, core.text.c_str());

  int lnd;
  int64_t lshape[kMaxDims];
  if (!broadcast_loop_dims(vm, uf, op, ncore, given, size, lnd, lshape)) return false;
  for (int k = nin; k < given; k++) {
    // An output must span the loop dimensions: one it lacks, or has as 1,
    // would take several results.
    NdArray* t = op[k];
    int own = loop_ndim(t, ncore[k]), off = lnd - own;
    for (int d = 0; d < lnd; d++) {
      if (lshape[d] == 1 || (d >= off && t->shape[d - off] != 1)) continue;
      return vm.raisef(vm.exc.ValueError,
                       "output operand requires a reduction along dimension %d, but the reduction is not enabled. The "
                       "dimension size of 1 does not match the expected output shape.",
                       d >= off ? d - off : -1);
    }
    DType odt = loop->types[k];
    if (!can_cast_rule(odt, t->dtype, casting)) {
      std::string idx = nout != 1 ? std::to_string(k) + " " : "";   // the operand's number
      return vm.raisef(ufunc_error_type(vm, "_UFuncOutputCastingError") ?: vm.exc.TypeError,
                       "Cannot cast ufunc '%s' output %sfrom dtype('%s') to dtype('%s') with casting rule '%s'",
                       uf->name.c_str(), idx.c_str(), dtype_info(odt).name, dtype_info(t->dtype).name,
                       casting_name(casting));
    }
    if (!t->writeable()) return vm.raise(vm.exc.ValueError, "output array is read-only");
  }

  for (int k = 0; k < nin; k++) {
    bool overlap = false;
    for (int j = 0; j < nout && outs; j++) overlap = overlap || overlaps_differently(target[j], op[k]);
    if (op[k]->dtype != loop->types[k] || overlap) {
      op[k] = nd_copy_as(vm, op[k], loop->types[k]);
      if (!op[k]) return false;
      roots.add(op[k]);
    }
  }
  for (int k = nin; k < nops; k++) {
    if (target[k - nin] && target[k - nin]->dtype == loop->types[k]) continue;
    int64_t shape[kMaxDims];
    int nd = lnd + ncore[k];
    if (nd > kMaxDims) return vm.raise(vm.exc.ValueError, "too many dimensions");
    std::memcpy(shape, lshape, sizeof(int64_t) * lnd);
    for (int j = 0; j < ncore[k]; j++) shape[lnd + j] = size[core.ops[k][j]];
    op[k] = nd_new(vm, loop->types[k], nd, shape);
    if (!op[k]) return false;
    roots.add(op[k]);
  }

  // The loop dimensions' strides of every operand (0 where broadcast).
  int64_t strides[kMaxUFuncArgs][kMaxDims];
  const int64_t* sp[kMaxUFuncArgs];
  char* base[kMaxUFuncArgs];
  int64_t total = 1;
  for (int d = 0; d < lnd; d++) total *= lshape[d];
  for (int k = 0; k < nops; k++) {
    int own = loop_ndim(op[k], ncore[k]), off = lnd - own;
    for (int d = 0; d < lnd; d++) {
      int ad = d - off;
      strides[k][d] = ad < 0 || (op[k]->shape[ad] == 1 && lshape[d] != 1) ? 0 : op[k]->strides[ad];
    }
    sp[k] = strides[k];
    base[k] = op[k]->data;
  }
  if (total > 0) {
    NdWalk walk(lnd, lshape, nops, sp);
    int status = kLoopOk;
    walk.run(base, [&](char** ptrs, int64_t n, const int64_t* steps) {
      if (status != kLoopOk) return;
      GURun run{nops, ptrs, n, steps, op, ncore};
      status = loop->gfn(run, loop->data);
    });
    if (status != kLoopOk) return loop_error(vm, status);
  }

  Value res[kMaxUFuncArgs];
  for (int k = 0; k < nout; k++) {
    NdArray* o = op[nin + k];
    if (target[k]) {
      if (o != target[k] && !nd_assign(vm, target[k], o)) return false;
      res[k] = Value::object(target[k]);
    } else {
      res[k] = np_result(vm, o, o->ndim == 0);
    }
    roots.add(res[k]);
  }
  result = nout == 1 ? res[0] : Value::object(vm.new_tuple(res, (size_t)nout));
  return true;
}

}  // namespace tpy
