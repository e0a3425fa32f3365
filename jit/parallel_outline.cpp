// parallel_outline.cpp — parallel=True: each prange loop of a compiled
// function (its header block marked by jit/infer_iter.cpp) is cut out of
// the function's typed IR into a function of its own, the body, over an
// index range, and the loop is replaced by one call of jit_fn_parallel
// (jit/parallel.cpp), which runs the body's chunks on the thread pool and
// combines what they computed. Runs on the IR inference made, before the
// optimiser (each function is optimised on its own after).
//
//   before:  preheader: BSET i = start, BSET total = t0; JMP H
//            H: JCC i >= stop -> X; body ...; BSET total = total + x; BSET i = i + 1; JMP H
//            X: ... total ...
//   body:    ARG lo, ARG hi, ARG live...; BSET i = lo, BSET total = 0; JMP H
//            H: JCC i >= hi -> X'; body ...; JMP H
//            X': ret[0] = total; RET
//   after:   preheader as before; H: XARG spec, i, stop, live..., total;
//            CALLX jit_fn_parallel; total' = ret[0]; JMP X
//            X: ... total' ...
//
// A loop is outlined only when it is safe to run its iterations on other
// threads as tpy runs them: its only way out is the header's test; each
// value it carries from one iteration to the next is its counter, a
// reduction (every update is `x = x op y` with one op kind: + and -, * and
// /, max, min; x used nowhere else inside), unchanged, or never read; it
// returns nothing; and it calls no helper that touches the VM (allocation,
// strings, lists, printing, np.random: worker threads never do) and no
// compiled function that might. Any other prange loop runs serially, as a
// range loop, with the same results.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <functional>
#include <limits>
#include <unordered_map>
#include "jit/func_opt.h"

namespace tpy::jit {

namespace {

using fopt::is_jump;
using fopt::jump_target;
using fopt::Layout;

bool pure_helper(const void* fn) {
  return fn == (const void*)&jit_fn_ipow || fn == (const void*)&jit_fn_trip_count || fn == (const void*)&jit_fn_poly_sum ||
         fn == (const void*)&jit_fn_parallel || fn == (const void*)&jit_fn_get_thread_id ||
         fn == (const void*)&jit_fn_get_num_threads || fn == (const void*)&jit_fn_vreduce || is_gpu_helper(fn);
}

bool worker_safe_ir(const IrBuf& ir, const CompiledFunc* self, int depth);

// Whether a compiled function may run on a worker thread (what it calls,
// transitively, touches no VM state).
bool worker_safe(const CompiledFunc* f, const CompiledFunc* self, int depth) {
  if (f == self) return true;   // recursion: as safe as the rest of it
  return depth < 8 && worker_safe_ir(f->ir, f, depth + 1);
}

bool worker_safe_call(const IrIns& in, const CompiledFunc* self, int depth) {
  const CallSpec* c = reinterpret_cast<const CallSpec*>((intptr_t)in.k);
  if (c->caught) return false;
  if (c->callee) return worker_safe(c->callee, self, depth);
  return pure_helper(c->fn);
}

bool worker_safe_ir(const IrBuf& ir, const CompiledFunc* self, int depth) {
  for (const IrIns& in : ir.ins)
    if (in.op == IrOp::CALLX && !worker_safe_call(in, self, depth)) return false;
  return true;
}

// How a reduction's updates combine, from the op that makes one.
bool reduce_kind(IrOp op, bool& commutes, ParallelSpec::Op& kind) {
  commutes = true;
  switch (op) {
    case IrOp::ADD: case IrOp::FADD: kind = ParallelSpec::Add; return true;
    case IrOp::SUB: case IrOp::FSUB: kind = ParallelSpec::Add; commutes = false; return true;
    case IrOp::MUL: case IrOp::FMUL: kind = ParallelSpec::Mul; return true;
    case IrOp::FDIV: kind = ParallelSpec::Mul; commutes = false; return true;
    case IrOp::FMAX: kind = ParallelSpec::Max; commutes = false; return true;
    case IrOp::FMIN: kind = ParallelSpec::Min; commutes = false; return true;
    default: return false;
  }
}

class Outliner {
 public:
  Outliner(VM& vm, CompiledFunc* f, bool fastmath, int64_t min_trips)
      : vm_(vm), f_(f), ir_(f->ir), fastmath_(fastmath), min_trips_(min_trips) {}

  // Outlines the loop of header block h if it qualifies; false (nothing
  // changed) otherwise.
  bool run(int64_t h, std::string& why) {
    if (!analyse(h)) return false;
    if (!build_body(why)) return false;
    rebuild_caller();
    return true;
  }

 private:
  VM& vm_;
  CompiledFunc* f_;
  IrBuf& ir_;
  bool fastmath_;
  int64_t min_trips_;
  int64_t h_ = 0, exit_block_ = 0;
  IRRef head_ = 0, end_ = 0, test_ = 0, exit_jump_ = 0, cur_ = 0, stop_ = 0;
  std::vector<IRRef> params_;       // the header's BPARAMs
  std::vector<IRRef> reductions_;   // header BPARAMs that are reductions
  std::vector<ParallelSpec::Reduction> kinds_;
  std::vector<IRRef> dropped_;      // header BPARAMs nothing reads: their back-edge moves go
  std::vector<IRRef> live_;         // values from outside the loop it reads
  ParallelSpec* spec_ = nullptr;

  bool inside(IRRef r) const { return r >= head_ && r <= end_; }

  std::vector<std::vector<IRRef>> users_;   // per ref: the instructions using it
  void find_users() {
    users_.assign(ir_.ins.size(), {});
    for (IRRef r = 1; r < (IRRef)ir_.ins.size(); r++) {
      const IrIns& in = ir_[r];
      for (IRRef v : {in.a, in.b, ir_ref_k(in)})
        if (v > 0) users_[v].push_back(r);
    }
  }

  bool analyse(int64_t h) {
    Layout L(ir_);
    if ((size_t)h >= L.at.size() || L.at[h] < 0) return false;
    h_ = h;
    head_ = L.at[h];
    std::vector<IRRef> entries;
    for (IRRef j : L.preds[h]) {
      if (j > head_) end_ = std::max(end_, j);
      else entries.push_back(j);
    }
    if (entries.size() != 1 || ir_[entries[0]].op != IrOp::JMP || !end_) return false;
    // One way out: the header's test of its counter (straight, or through
    // a block of its own that only jumps on).
    IRRef exit_jump = 0;
    for (IRRef r = head_; r <= end_; r++) {
      const IrIns& in = ir_[r];
      if (fopt::gone(in)) continue;
      if (in.op == IrOp::RET) return false;
      if (in.op == IrOp::BPARAM && in.k != h_ && ((size_t)in.k >= L.at.size() || !inside(L.at[in.k]))) return false;
      if (in.op == IrOp::JCC && L.block[r] == h_ && !test_) test_ = r;
      if (!is_jump(in.op)) continue;
      int64_t t = jump_target(in);
      if ((size_t)t < L.at.size() && inside(L.at[t])) continue;
      if (exit_jump) return false;
      exit_jump = r;
      exit_block_ = t;
    }
    if (!exit_jump || !test_) return false;
    if (exit_jump != test_) {
      int64_t e = L.block[exit_jump];
      if (ir_[exit_jump].op != IrOp::JMP || L.preds[e].size() != 1 || L.preds[e][0] != test_) return false;
      for (IRRef r = L.at[e] + 1; r < exit_jump; r++)
        if (!fopt::gone(ir_[r])) return false;
    }
    exit_jump_ = exit_jump;
    // Nothing from outside jumps into the loop but its entry.
    for (size_t b = 0; b < L.at.size(); b++)
      if (L.at[b] > head_ && inside(L.at[b]))
        for (IRRef j : L.preds[b])
          if (!inside(j)) return false;
    const IrIns& test = ir_[test_];
    cur_ = test.a;
    stop_ = test.b;
    if ((test.k & 15) != (int64_t)Cond::GE || (test.k & kCondNot) || ir_[cur_].op != IrOp::BPARAM || ir_[cur_].k != h_ ||
        inside(stop_))
      return false;
    for (IRRef r = 1; r < (IRRef)ir_.ins.size(); r++) {
      const IrIns& in = ir_[r];
      if (in.op == IrOp::BPARAM && in.k == exit_block_ && !fopt::gone(in)) return false;   // values the exit receives
      if (in.op == IrOp::BPARAM && in.k == h_ && !fopt::gone(in)) params_.push_back(r);
    }
    find_users();
    for (IRRef p : params_)
      if (!classify(p)) return false;
    for (IRRef u : users_[cur_])   // the counter is the body's alone
      if (!inside(u) && !(ir_[u].op == IrOp::BSET && ir_[u].a == cur_)) return false;
    // What the body reads from outside.
    for (IRRef r = head_; r <= end_; r++) {
      const IrIns& in = ir_[r];
      if (in.op == IrOp::BSET && std::find(dropped_.begin(), dropped_.end(), in.a) != dropped_.end()) continue;
      if (in.op == IrOp::CALLX && !worker_safe_call(in, f_, 0)) return false;
      for (IRRef v : {in.op == IrOp::BSET ? 0 : in.a, r == test_ ? 0 : in.b, ir_ref_k(in)}) {
        if (v <= 0 || inside(v) || ir_.is_const(v) || v == cur_) continue;
        if (std::find(reductions_.begin(), reductions_.end(), v) != reductions_.end()) continue;
        if (ir_[v].op == IrOp::ARG && ir_[v].k < 0) continue;   // the FuncCtx: the body's own
        if (std::find(live_.begin(), live_.end(), v) == live_.end()) live_.push_back(v);
      }
    }
    // Values made inside are read inside only (the exit sees the header's parameters).
    for (IRRef r = head_; r <= end_; r++)
      for (IRRef u : users_[r])
        if (!inside(u)) return false;
    return 2 + live_.size() <= (size_t)kMaxCallWords && 3 + live_.size() + reductions_.size() <= (size_t)kMaxCallWords &&
           reductions_.size() <= (size_t)kMaxCallWords;
  }

  // The values the back-edges give header parameter p.
  std::vector<IRRef> back_values(IRRef p) const {
    std::vector<IRRef> vals;
    for (IRRef u : users_[p])
      if (ir_[u].op == IrOp::BSET && ir_[u].a == p && inside(u)) vals.push_back(ir_[u].b);
    return vals;
  }

  bool classify(IRRef p) {
    std::vector<IRRef> backs = back_values(p);
    if (p == cur_) {
      for (IRRef v : backs) {
        const IrIns& in = ir_[v];
        if (in.op != IrOp::ADD || in.a != p || !ir_.is_const(in.b) || ir_[in.b].k != 1) return false;
      }
      return !backs.empty();
    }
    bool unchanged = true, read = false;
    for (IRRef v : backs) unchanged = unchanged && v == p;
    for (IRRef u : users_[p]) read = read || !(ir_[u].op == IrOp::BSET && ir_[u].a == p);
    if (unchanged) return true;   // a live value like any other
    if (!read) {
      dropped_.push_back(p);
      return true;
    }
    ParallelSpec::Reduction red{};
    if (!is_reduction(p, red)) return false;
    reductions_.push_back(p);
    kinds_.push_back(red);
    return true;
  }

  // Whether every value p takes around the loop is p updated by one kind
  // of op (through the parameters of blocks inside), and nothing inside
  // reads p or those values but the updates.
  bool is_reduction(IRRef p, ParallelSpec::Reduction& red) {
    IrType t = ir_.type(p);
    if (t != IrType::Int && t != IrType::Float) return false;
    red.is_float = t == IrType::Float;
    bool have_kind = false;
    std::unordered_map<IRRef, int> state;   // 1: in progress or a chain value, 2: not
    std::vector<IRRef> chain;
    std::function<bool(IRRef)> on_chain = [&](IRRef v) -> bool {
      if (v == p) return true;
      auto it = state.find(v);
      if (it != state.end()) return it->second == 1;
      if (!inside(v)) return false;
      state[v] = 1;
      const IrIns& in = ir_[v];
      bool ok = false;
      if (in.op == IrOp::BPARAM && in.k != h_) {
        ok = true;
        for (IRRef u : users_[v])
          if (ir_[u].op == IrOp::BSET && ir_[u].a == v) ok = ok && on_chain(ir_[u].b);
      } else if (ParallelSpec::Op mm; int_min_max(v, on_chain, mm, chain, state)) {
        ok = !have_kind || mm == red.op;
        if (ok) {
          red.op = mm;
          have_kind = true;
        }
      } else {
        bool commutes;
        ParallelSpec::Op kind;
        if (reduce_kind(in.op, commutes, kind) && (!have_kind || kind == red.op)) {
          bool via_a = on_chain(in.a), via_b = commutes && !via_a && on_chain(in.b);
          ok = via_a || via_b;
          if (ok && via_a && in.b > 0 && on_chain(in.b)) ok = false;   // x op x
          if (ok) {
            red.op = kind;
            have_kind = true;
          }
        }
      }
      state[v] = ok ? 1 : 2;
      if (ok) chain.push_back(v);
      return ok;
    };
    for (IRRef v : back_values(p))
      if (!on_chain(v)) return false;
    if (!have_kind) return false;
    // The chain's values feed only the chain (and p, after the loop, its users there).
    chain.push_back(p);
    for (IRRef v : chain)
      for (IRRef u : users_[v]) {
        if (!inside(u)) {
          if (v == p) continue;
          return false;
        }
        const IrIns& in = ir_[u];
        if (in.op == IrOp::BSET && in.a == v && in.b != v) continue;   // a move into it
        bool feeds = in.op == IrOp::BSET ? (in.b == v && (in.a == p || state.count(in.a)))
                                          : state.count(u) && state[u] == 1;
        if (!feeds) return false;
      }
    return true;
  }

  // An int max or min of c (on the chain) and x (not): compiled code
  // selects without a branch (infer_arrays.cpp select: cond ? t : f is
  // f ^ ((t ^ f) & -cond)), c as either side. Its inner values join the
  // chain (they read c and feed only the select).
  bool int_min_max(IRRef v, const std::function<bool(IRRef)>& on_chain, ParallelSpec::Op& kind,
                   std::vector<IRRef>& chain, std::unordered_map<IRRef, int>& state) {
    const IrIns& outer = ir_[v];
    if (outer.op != IrOp::BXOR || outer.t != IrType::Int) return false;
    for (int side = 0; side < 2; side++) {
      IRRef f = side ? outer.b : outer.a, band = side ? outer.a : outer.b;
      if (f <= 0 || band <= 0 || ir_[band].op != IrOp::BAND || !inside(band)) continue;
      IRRef inner = ir_[band].a, neg = ir_[band].b;
      if (inner > 0 && ir_[inner].op == IrOp::NEG) std::swap(inner, neg);
      if (inner <= 0 || neg <= 0 || ir_[inner].op != IrOp::BXOR || ir_[neg].op != IrOp::NEG) continue;
      IRRef t = ir_[inner].a == f ? ir_[inner].b : ir_[inner].b == f ? ir_[inner].a : 0;
      IRRef cmp = ir_[neg].a;
      if (!t || cmp <= 0 || ir_[cmp].op != IrOp::CMP || ir_.type(ir_[cmp].a) == IrType::Float) continue;
      // c is f (the new value x = t taken when cond) or t (x = f taken when not).
      bool c_is_f = on_chain(f);
      IRRef c = c_is_f ? f : t, x = c_is_f ? t : f;
      if (!c_is_f && !on_chain(t)) continue;
      if (on_chain(x)) continue;
      Cond cond = (Cond)(ir_[cmp].k & 7);
      if (ir_[cmp].a == c && ir_[cmp].b == x) cond = swap_operands(cond);
      else if (!(ir_[cmp].a == x && ir_[cmp].b == c)) continue;
      // x is taken where `x cond c` holds (c_is_f), or where it does not.
      bool greater = cond == Cond::GT || cond == Cond::GE, less = cond == Cond::LT || cond == Cond::LE;
      if (!greater && !less) continue;
      kind = greater == c_is_f ? ParallelSpec::Max : ParallelSpec::Min;
      for (IRRef r : {band, inner, neg, cmp}) {
        state[r] = 1;
        chain.push_back(r);
      }
      return true;
    }
    return false;
  }

  IRRef identity(IrBuf& out, ParallelSpec::Reduction red) {
    if (red.is_float) {
      double v = red.op == ParallelSpec::Add ? 0.0 : red.op == ParallelSpec::Mul ? 1.0
               : red.op == ParallelSpec::Max ? -INFINITY : INFINITY;
      return out.kfloat(v);
    }
    int64_t v = red.op == ParallelSpec::Add ? 0 : red.op == ParallelSpec::Mul ? 1
              : red.op == ParallelSpec::Max ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
    return out.kint(v);
  }

  bool build_body(std::string& why) {
    IrBuf out;
    std::vector<IRRef> map(ir_.ins.size(), 0);
    for (IRRef r = 1; r < (IRRef)ir_.ins.size(); r++)
      if (ir_.is_const(r)) map[r] = out.add(ir_[r]);
    std::vector<IRRef> ident;
    for (auto k : kinds_) ident.push_back(identity(out, k));
    IRRef lo = out.emit(IrOp::ARG, IrType::Int, 0, 0, 0);
    IRRef hi = out.emit(IrOp::ARG, IrType::Int, 0, 0, 1);
    for (size_t k = 0; k < live_.size(); k++) map[live_[k]] = out.emit(IrOp::ARG, ir_.type(live_[k]), 0, 0, (int64_t)(2 + k));
    IRRef cx = out.emit(IrOp::ARG, IrType::Ptr, 0, 0, -1);
    for (IRRef r = 1; r < (IRRef)ir_.ins.size(); r++)
      if (ir_[r].op == IrOp::ARG && ir_[r].k < 0) map[r] = cx;
    map[cur_] = out.add(ir_[cur_]);
    for (IRRef p : reductions_) map[p] = out.add(ir_[p]);
    out.emit(IrOp::BSET, IrType::Void, map[cur_], lo);
    for (size_t k = 0; k < reductions_.size(); k++) out.emit(IrOp::BSET, IrType::Void, map[reductions_[k]], ident[k]);
    out.emit(IrOp::JMP, IrType::Void, 0, 0, h_);
    int64_t exit = 0;
    for (IRRef r = 1; r < (IRRef)ir_.ins.size(); r++)
      if (ir_[r].op == IrOp::BLOCK) exit = std::max(exit, ir_[r].k + 1);
    for (IRRef r = head_; r <= end_; r++) {
      IrIns in = ir_[r];
      if (in.op == IrOp::BSET && std::find(dropped_.begin(), dropped_.end(), in.a) != dropped_.end()) continue;
      if (in.op == IrOp::BSET && in.a == in.b) continue;   // an unchanged parameter's move
      IRRef k = ir_ref_k(in);
      for (IRRef* v : {&in.a, &in.b}) {
        if (*v <= 0 || (r == test_ && v == &in.b)) continue;
        if (!map[*v]) {
          why = "tpy: internal error outlining a prange loop (value " + std::to_string(*v) + ")";
          return false;
        }
        *v = map[*v];
      }
      if (k > 0) in.k = map[k];
      if (r == test_) in.b = hi;   // this chunk's end
      if (r == exit_jump_) in.k = in.op == IrOp::JMP ? exit : (in.k & 255) | exit << 8;
      map[r] = out.add(in);
    }
    out.emit(IrOp::BLOCK, IrType::Void, 0, 0, exit);
    for (size_t k = 0; k < reductions_.size(); k++)
      out.emit(IrOp::FSTORE, IrType::Void, cx, map[reductions_[k]],
               mem_k((int64_t)(offsetof(FuncCtx, ret) + 8 * k), mem_class<FuncCtx>()));
    out.emit(IrOp::RET, IrType::Void, 0);
    auto body = std::make_unique<CompiledFunc>();
    optimize_function_ir(out, fastmath_, body.get());
    body->ret = t_none();
    body->ir = std::move(out);
    if (!assemble_function(vm_, body.get(), why, nullptr)) return false;
    auto spec = std::make_unique<ParallelSpec>();
    spec->body = body.get();
    spec->nlive = (int)live_.size();
    spec->reductions = kinds_;
    spec->min_trips = min_trips_;
    spec_ = spec.get();
    f_->outlined.push_back(std::move(body));
    f_->parallels.push_back(std::move(spec));
    return true;
  }

  // The loop's place in the function: one call of jit_fn_parallel, its
  // results replacing the reductions' parameters after it.
  void rebuild_caller() {
    IRRef spec = ir_.kptr(spec_);   // before the rebuild numbers its new instructions
    fopt::Rebuild rb(ir_);
    for (IRRef r = head_; r <= end_; r++) rb.left_out[r] = true;
    auto& at = rb.before[head_];
    auto add = [&](IrOp op, IrType t, IRRef a, IRRef b, int64_t k) {
      IRRef r = rb.add(op, t, a, b, k);
      at.push_back(r);
      return r;
    };
    add(IrOp::BLOCK, IrType::Void, 0, 0, h_);
    std::vector<IRRef> words{spec, cur_, stop_};
    words.insert(words.end(), live_.begin(), live_.end());
    words.insert(words.end(), reductions_.begin(), reductions_.end());
    for (size_t k = 0; k < words.size(); k++) add(IrOp::XARG, IrType::Void, words[k], 0, (int64_t)k);
    auto call = std::make_unique<CallSpec>();
    call->fn = (void*)&jit_fn_parallel;
    add(IrOp::CALLX, IrType::Int, 0, 0, (int64_t)(intptr_t)call.get());
    f_->calls.push_back(std::move(call));
    IRRef cx = add(IrOp::ARG, IrType::Ptr, 0, 0, -1);
    std::vector<IRRef> results;
    for (size_t k = 0; k < reductions_.size(); k++)
      results.push_back(add(IrOp::FLOAD, ir_.type(reductions_[k]), cx, 0,
                            mem_k((int64_t)(offsetof(FuncCtx, ret) + 8 * k), mem_class<FuncCtx>())));
    add(IrOp::JMP, IrType::Void, 0, 0, exit_block_);
    // Uses of a reduction's parameter after the loop read its result.
    std::vector<IRRef> repl(rb.n + rb.extra.size(), 0);
    for (size_t k = 0; k < reductions_.size(); k++) repl[reductions_[k]] = results[k];
    for (IRRef r = 1; r < (IRRef)rb.n; r++) {
      if (rb.left_out[r] || ir_.is_const(r) || r <= head_) continue;
      IrIns& in = const_cast<IrIns&>(ir_[r]);
      if (in.a > 0 && repl[in.a] && in.op != IrOp::BSET) in.a = repl[in.a];
      if (in.b > 0 && repl[in.b]) in.b = repl[in.b];
      IRRef k = ir_ref_k(in);
      if (k > 0 && repl[k]) in.k = repl[k];
    }
    ir_ = rb.build();
  }
};

}  // namespace

bool worker_safe_function(const CompiledFunc* f) { return worker_safe(f, nullptr, 0); }

// An array expression's loop shorter than this runs on the calling thread
// (waking the pool costs more than a few thousand elements take).
constexpr int64_t kArrayLoopMinTrips = 1 << 14;

bool outline_prange_loops(VM& vm, CompiledFunc* f, bool fastmath, std::string& why) {
  // Inner loops first: a prange inside another's body is outlined into
  // that body (where it runs serially, on the chunk's thread). Array
  // expressions' loops are never inside a prange body.
  std::vector<int64_t> headers = f->prange_headers;
  std::vector<int64_t> array_loops = f->array_loop_headers;
  headers.insert(headers.end(), array_loops.begin(), array_loops.end());
  std::vector<IRRef> starts = fopt::block_starts(f->ir);
  std::sort(headers.begin(), headers.end(), [&](int64_t a, int64_t b) {
    IRRef pa = (size_t)a < starts.size() ? starts[a] : 0, pb = (size_t)b < starts.size() ? starts[b] : 0;
    return pa > pb;
  });
  headers.erase(std::unique(headers.begin(), headers.end()), headers.end());
  for (int64_t h : headers) {
    bool array_loop = std::find(array_loops.begin(), array_loops.end(), h) != array_loops.end() &&
                      std::find(f->prange_headers.begin(), f->prange_headers.end(), h) == f->prange_headers.end();
    Outliner o(vm, f, fastmath, array_loop ? kArrayLoopMinTrips : 0);
    if (!o.run(h, why) && !why.empty()) return false;
  }
  return true;
}

}  // namespace tpy::jit
