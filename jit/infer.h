// infer.h — the function compiler's front end, shared by its two files:
// jit/infer.cpp (the driver: basic blocks of the bytecode, the type
// fixpoint, SSA construction, lowering block by block) and
// jit/infer_ops.cpp (one rule per opcode, infer_<OP>, which types the
// instruction and, in the lowering pass, emits its IR).
//
// A value is a TypeId and the IR values of its parts ("leaves", in an
// order fixed by the type: a scalar is one, an array is its NdArray*,
// data pointer, shape and strides; a tuple its items' leaves; a range
// iterator current, stop, step). In the typing pass no IR is emitted and
// leaves are 0.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>
#include "jit/func.h"
#include "vm/bytecode.h"

namespace tpy::jit {

struct Val {
  Val() = default;
  Val(TypeId type, std::vector<IRRef> l = {}) : t(type), leaves(std::move(l)) {}
  TypeId t = kNoType;
  std::vector<IRRef> leaves;
  int8_t known = -1;   // a bool known at compile time (x is None): 0 or 1, else -1
  Value lit;           // a constant's value (Literal[int]/[bool]/[str] in messages; exception arguments)
  int16_t arg_no = -1; // the function's argument it is, unchanged (messages)
  // A tuple built of some constants (BUILD_TUPLE): each item's `lit` (undef
  // where it is none), so messages name Tuple(Literal[int](0), int64).
  std::shared_ptr<const std::vector<Value>> item_lits;
};
// Numba's name of v's type in messages: Literal[int](3) for constants.
std::string val_type_name(const Val& v);

// The IR types of a value of type t's leaves, in order.
std::vector<IrType> leaf_types(TypeId t);

class Infer {
 public:
  Infer(VM& vm, Function* fn, Value self, const FuncOptions& opt, CompiledFunc* out);
  // An inlined call's front end, sharing the caller's root and IR.
  Infer(Infer& caller, Code* code, Dict* globals);
  bool run(std::string& why);
  bool run_passes(std::string& why);
  // Inlines a call of `code` (globals, the free variables' values) at the
  // current point of `caller`: typed and, when lowering, emitted into the
  // caller's IR, the result in `res`. False with the caller's reason set.
  // `closure`: an inner function or lambda (Numba inlines those too, so a
  // raise in them leaves a try region of the caller; a compiled callee
  // inlined by tpy is a call for Numba, whose exceptions the region catches).
  static bool inline_call(Infer& caller, Code* code, Dict* globals, const std::vector<Val>& args,
                          const std::vector<Val>& freevars, Val& res, bool closure = false);

  // ---- used by the rules (infer_ops.cpp)
  VM& vm;
  Function* fn;                    // null when inlined from a closure
  Code* code;
  Dict* globals;
  Value self;
  FuncOptions opt;
  // The bytecode of prange loops' bodies (from their FOR_ITER to its exit):
  // as in Numba, arithmetic there follows NumPy's error model.
  struct PrangeBody {
    uint32_t from, to;   // the FOR_ITER, its exit
    int reg;             // the loop's index variable
    bool operator==(const PrangeBody&) const = default;
  };
  std::vector<PrangeBody> prange_bodies;
  // Whether pc is inside a prange loop's body (of this code or a caller's).
  bool in_prange_body() const {
    for (const Infer* x = this; x; x = x->caller)
      for (const PrangeBody& b : x->prange_bodies)
        if (x->pc > b.from && x->pc < b.to) return true;
    return false;
  }
  int array_loop_depth = 0;        // emit_loop nesting (the root's count)
  bool numpy_errors() const {
    if (opt.error_model_numpy) return true;
    for (const PrangeBody& b : prange_bodies)
      if (pc > b.from && pc < b.to) return true;
    return false;
  }
  // Numba's refusals of parallel loops (the message after the pipeline line).
  bool parfor_error(const std::string& what) {
    return fail("UnsupportedRewriteError: Failed in nopython mode pipeline (step: convert to parfors)\n" + what + "\n\n" +
                location(pc));
  }
  CompiledFunc* out;
  Infer* root = this;              // the function being compiled (shared state lives there)
  Infer* caller = nullptr;         // inlined: the code calling this one
  bool closure = false;            // inlined: an inner function or lambda (inline_call)
  int depth = 0;                   // inlining depth
  std::vector<TypeId> arg_types;   // of this code's parameters
  std::vector<Val> freevars;       // the closure's values (COPY_FREE_VARS)
  // Inlined: where a return goes (its block, the result's parameters).
  int ret_block_ = -1;
  std::vector<IRRef> ret_params_;
  bool emitting = false;
  uint32_t pc = 0;                 // the instruction being typed or lowered
  std::vector<Val> regs;           // the current state
  TypeId ret_type = kNoType;       // unified over the returns typed so far
  // A recursive call typed before any return: its path waits for the next
  // round of the fixpoint (the pc of the call, for the error if no return
  // ever types); -1 when none waited this round.
  int64_t recursion_wait_pc = -1;
  // A use of a list(undefined) (jit/infer_list.cpp) that waits for an
  // append to type it: the first this round, its pc and the list's type.
  int64_t list_wait_pc = -1;
  TypeId list_wait_type = kNoType;
  // The item type of each list made in the function (by site, see
  // list_site; the root's is shared with inlined code): the unified type
  // of every item given to it. When it widens, the typing pass starts over
  // (restart): the lists are made of the wider type from the start.
  std::unordered_map<uint32_t, TypeId> list_items_;
  std::unordered_map<uint32_t, TypeId>& list_items = root->list_items_;
  bool restart = false;
  // An array expression's result may go into this fresh temporary instead
  // of a new array (set around array_binop by infer_binary, read by
  // elementwise): a C array the expression's previous step made, which
  // nothing else holds and which dies here.
  const Val* reuse = nullptr;
  std::unordered_set<IRRef> nonneg_;  // IR values known to be >= 0 (range indices); the root's is used
  std::unordered_set<IRRef>& nonneg = root->nonneg_;

  Val get(int reg) const { return regs[reg]; }
  void set(int reg, Val v);
  // Emission (no-ops returning 0 while typing).
  IRRef emit(IrOp op, IrType t, IRRef a = 0, IRRef b = 0, int64_t k = 0);
  IRRef kint(int64_t v, IrType t = IrType::Int);
  IRRef kfloat(double v);
  IRRef kptr(const void* p, IrType t = IrType::Ptr);
  Val scalar(TypeId t, IRRef r) { return Val{t, {r}}; }
  // A new IR block, started now (the current one must have ended).
  int new_block();
  void start_block(int b, bool cold = false);   // cold: rarely run, laid out after the hot code
  // Ends the current IR block with a jump to bytecode block `to`
  // (parameters set), or a conditional jump: to `to` when a <k> b, else on.
  void jump_to_pc(uint32_t target_pc);
  void branch_to_pc(IRRef a, IRRef b, int64_t k, uint32_t target_pc);
  // Raises e (unless the condition a <k> b is false): a RAISE in its own block.
  void raise_if(IRRef a, IRRef b, int64_t k, TypeObject* type, const std::string& msg);
  void raise_now(TypeObject* type, const std::string& msg, bool has_msg = true);
  // RAISE of `type` called with `args` (a Tuple, or null); a user's raise
  // names its place (the traceback shows the compiled function's line).
  void emit_raise(TypeObject* type, Object* args, bool user_frame);
  // try/except (Numba 0.56's, on Python 3.11's exception table): an
  // exception raised inside a try region goes to its handler instead of
  // leaving the function. The handler pc of the innermost region around
  // bytecode index `at`, or -1.
  int handler_at(uint32_t at) const;
  // Whether an exception raised now is caught: by a region of this code
  // around pc, or, inlined, by one around the call in the caller (for a
  // raise in an inlined closure, not: Numba's raise leaves the function;
  // `call`: a failed call, which Numba's regions catch even there).
  bool catching(bool call = false) const;
  // Ends the current block with a jump to the handler that catches an
  // exception raised now, the registers as they were before the
  // instruction (nothing pending: caught exceptions carry nothing).
  void jump_to_handler();
  // Conversions between numeric types (leaf 0 of v to a scalar of `to`).
  IRRef convert(const Val& v, TypeId to);
  IRRef truthy(const Val& v, bool& ok);
  // A warning Numba gives at the current instruction (once per line).
  void warn(const std::string& category, const std::string& message);
  // A compile error: Numba's reason text; the location is added by run().
  bool fail(const std::string& reason);
  bool ended = false;              // the current block has ended (return, raise, jump)
  std::string reason;
  int line_override = 0;           // the error's line when it is not the instruction's (a merge)
  // The value a block parameter always has so far (a loop's constant
  // step), else r itself.
  IRRef known_value(IRRef r);
  // Freezes a global or closure value into a Val (numbers become constants).
  bool freeze(Value v, const std::string& name, Val& out);

 private:
  struct Block {
    uint32_t start, end;           // bytecode range
    std::vector<uint32_t> preds;   // predecessor blocks
    std::vector<TypeId> in_types;  // per register, at entry (kNoType: undefined)
    std::vector<uint64_t> in_defs; // per register: the definition reaching the entry
    std::vector<Value> in_lits;    // per register: the constant it is (one definition only), else undef
    bool seen = false;
    int ir_block = -1;             // its IR block
    bool has_params = false;
    std::vector<Val> params;       // lowering: the values at entry
  };
  std::vector<Block> blocks_;
  std::vector<Val> before_;        // lowering, in a try region: the registers before the instruction
  std::vector<int> block_of_;      // bytecode index → block
  std::vector<uint64_t> defs_;     // current definitions per register
  std::unordered_map<uint64_t, Val> def_vals_;
  int next_ir_block_ = 0;          // the root's counts for everyone

  int cur_block_ = -1;
  bool changed_ = false;

  std::vector<std::pair<IRRef, IRRef>> assumed_;   // known_value's answers, checked at the end
  bool finish_params();
  bool check_try(std::string& why);   // what Numba refuses in try regions before typing
  void find_blocks();
  bool type_pass();
  bool lower_pass();
  bool step(uint32_t at);
  void flow_to(uint32_t target_pc);   // typing: merge the state into a successor
  void enter_block(int b);            // lowering: the entry state of bytecode block b
  std::string location(uint32_t at) const;
};

// Whether a bytecode instruction ends a basic block (a jump, return, raise).
bool ends_block(Op op);

// The rules: one per opcode (jit/infer_ops.cpp). False with the reason set.
bool infer_op(Infer& I, const Instr& in);

// ---- shared by the rules (jit/infer_ops.cpp, jit/infer_arrays.cpp)
IrType ir_type(TypeId t);   // the IR type of a one-leaf value (Void otherwise)
// Numba's "No implementation of function F found for signature: >>> f(types)".
std::string no_impl(const std::string& fn, const std::vector<TypeId>& args);
std::string no_impl_v(const std::string& fn, const std::vector<Val>& args);
// Calls a helper (fn) or compiled function (*slot) with argument words; its result word.
IRRef call_words(Infer& I, void* fn, void** slot, const std::vector<IRRef>& words, IrType rt,
                 const CompiledFunc* callee = nullptr);
// One jit_fn_pyop of `kind` on args (Call: fn(args...), the last ones the
// keywords `kwnames` names): a value of type ret, a scalar, str, array
// (a fresh one: NumPy's result, see jit_fn_pyop) or tuple of them.
// Typing (not emitting): the value with zero leaves.
Val pyop(Infer& I, PyOpSpec::Kind kind, int op, Value fn, const std::vector<Val>& args, TypeId ret, Tuple* kwnames = nullptr);

// ---- iterators (jit/infer_iter.cpp)
// iter(x) (false without a reason when x is not iterable), and one step
// of it: a branch to exit_pc when it is done, else its value and the
// iterator's next state.
bool get_iter(Infer& I, const Val& x, Val& it);
bool iter_next(Infer& I, const Val& it, uint32_t exit_pc, Val& value, Val& next);

// ---- arrays (jit/infer_arrays.cpp)
int64_t nd_field(size_t off);   // FLOAD's k for a field of NdArray at byte offset off
size_t nd_off_data();           // NdArray's fields' offsets (no offsetof: NdArray is not standard-layout)
size_t nd_off_shape();
size_t nd_off_strides();
IRRef element_addr(Infer& I, const Val& a, const std::vector<IRRef>& idx);
// Attribute `name` of the (pylib) module `module`, kept alive by the code;
// undef when either is missing (nothing pending).
Value module_attr(Infer& I, const char* module, const char* name);
IRRef norm_index(Infer& I, const Val& a, int d, const Val& iv);
bool int_indices(const Val& key, std::vector<Val>& out);
// The items of a tuple value as values (each with its own leaves).
std::vector<Val> tuple_vals(const Val& t);
Val array_from_ptr(Infer& I, TypeId t, IRRef p);
// The same for p the result of a call making a new array (marks its CallSpec fresh_array).
Val fresh_array(Infer& I, TypeId t, IRRef p);
IRRef imin(Infer& I, IRRef x, IRRef y);
IRRef imax(Infer& I, IRRef x, IRRef y);
bool view_of(Infer& I, const Val& a, const Val& key, Val& out);
std::vector<IRRef> array_words(Infer& I, const Val& a);
IRRef box_array(Infer& I, const Val& a);
bool const_dtype(Infer& I, const Val& v, DType& out);
bool shape_dims(const Val& v, std::vector<Val>& dims);
Val new_array(Infer& I, DType dt, const std::vector<IRRef>& dims, int mode, IRRef fill);
// a ** b of floats (x ** 2 multiplies).
IRRef float_pow(Infer& I, IRRef a, IRRef b);
bool array_method(Infer& I, const Val& a, const std::string& name, const std::vector<Val>& args, Val& res);
// A counted loop: body(i, carried) returns the carried values' next ones;
// the result is their values after the last iteration.
std::vector<IRRef> emit_loop(Infer& I, IRRef n, const std::vector<IRRef>& init, const std::vector<IrType>& types,
                             const std::function<std::vector<IRRef>(IRRef, const std::vector<IRRef>&)>& body);
// Elementwise over arrays and scalars into a new C array of dtype
// `out_dt`, NumPy's broadcasting (shapes that do not broadcast are a
// runtime ValueError): op(element values as `calc`) per element. Arrays of
// one rank and equal shapes take a loop nest reading them in their own
// layouts. False with the reason set.
using ElemOp = std::function<IRRef(Infer&, const std::vector<IRRef>&)>;
bool elementwise(Infer& I, const std::vector<Val>& ins, TypeId calc, DType out_dt, const ElemOp& op, Val& res);
// The scalar binary operator k on two values of type t (NumPy's error
// model when numpy_model: no exceptions); 0 when t does not support it.
IRRef scalar_binop(Infer& I, int k, TypeId t, IRRef a, IRRef b, bool numpy_model);
// Array expressions: x <op> y with arrays among them (NumPy's promotion);
// comparisons (bool arrays); the ufunc `name` (np.sqrt, np.add, ...) on
// scalars or arrays. False without a reason when they do not apply.
bool array_binop(Infer& I, int k, const Val& x, const Val& y, Val& res);
bool array_compare(Infer& I, Cond c, const Val& x, const Val& y, Val& res);
bool array_ufunc(Infer& I, const std::string& name, const std::vector<Val>& args, Val& res);
// dst[...] = src elementwise, src broadcast to dst's shape (a runtime
// ValueError when it does not), cast to dst's dtype.
bool copy_into(Infer& I, const Val& dst, const Val& src);

// ---- strings (jit/infer_str.cpp): a unicode_type value is one leaf, the
// VM's Str; operations call jit_fn_pyop. Each rule returns false without
// a reason when it does not apply (the caller reports Numba's error),
// false with the reason set when it applies and fails.
bool str_binop(Infer& I, int k, const Val& x, const Val& y, Val& res);       // +, * (BinOpKind k)
bool str_compare(Infer& I, int k, const Val& x, const Val& y, Val& res);     // CmpOpKind Lt..GtE
bool str_contains(Infer& I, const Val& item, const Val& container, Val& res);
bool str_subscr(Infer& I, const Val& s, const Val& key, Val& res);          // s[i], s[a:b:c]
// len(s), str(s), str(int), ord(s), chr(i), hash(s); f is the builtin called.
bool str_builtin(Infer& I, const std::string& name, Value f, const std::vector<Val>& args, Val& res);
// np.sort, np.unique, np.concatenate, ... as one call of NumPy's own
// function (jit/infer_np.cpp): false without a reason when f is none of
// them, false with the reason set when the arguments do not fit.
// Consumes kwargs.
bool np_library_call(Infer& I, Value f, std::vector<Val>& args, std::vector<std::pair<std::string, Val>>& kwargs, Val& res);
// ---- lists (jit/infer_list.cpp): a list value is one leaf, the VM's
// List, whose items are Values of the item type's kind. The rules return
// false without a reason when they do not apply, with the reason set when
// they apply and fail. A use that needs an empty list's item type before
// an append gave it one waits (the block ends; list_item_known false).
bool list_item_known(Infer& I, const Val& l);   // (a dict's types too)
// A container site's type (a list's item type, a dict's (key, value)
// tuple) widened to take t: the unified type, kNoType if none; the typing
// pass starts over when it changed. retype: the registers of type `from`
// now hold `to`.
TypeId widen_site(Infer& I, uint32_t site, TypeId t);
void retype(Infer& I, TypeId from, TypeId to);
// v.name as a method when name is one of names[0..n).
bool method_named(const Val& v, const char* const* names, size_t n, const std::string& name, Val& res);
// The site id of the list BUILD_LIST at bytecode index pc of code makes
// (unique in the process; what NbType::count of its list type holds), and
// back: the bytecode index (its code is the one typing it).
uint32_t list_site(Code* code, uint32_t pc);
// numba.get_num_threads, set_num_threads or get_thread_id (their name), or
// null: compiled code calls the thread pool for them (infer_calls.cpp).
const char* thread_function(Value v);
uint32_t list_site_pc(uint32_t site);
bool list_build(Infer& I, const std::vector<Val>& items, Val& res);   // false: a literal List (not storable)
bool list_append(Infer& I, const Val& l, const Val& v);
// numba.typed.List() (cls) inside compiled code: an empty typed list typed by its appends.
bool typed_list_new(Infer& I, Value cls, const std::vector<Val>& args, Val& res);
IRRef list_len(Infer& I, const Val& l);
bool list_subscr(Infer& I, const Val& l, const Val& key, Val& res);
bool list_store_subscr(Infer& I, const Val& l, const Val& key, const Val& v);
bool list_del_subscr(Infer& I, const Val& l, const Val& key);
bool list_attr(const Val& l, const std::string& name, Val& res);
bool list_method(Infer& I, const Val& l, const std::string& name, std::vector<Val> args,
                 std::vector<std::pair<std::string, Val>>& kwargs, Val& res);
// len, list, sorted, sum, min, max of one argument (consumes kwargs).
bool list_builtin(Infer& I, const std::string& name, Value f, const std::vector<Val>& args,
                  std::vector<std::pair<std::string, Val>>& kwargs, Val& res);
bool list_binop(Infer& I, int k, const Val& x, const Val& y, Val& res);     // +, *
bool list_compare(Infer& I, int k, const Val& x, const Val& y, Val& res);   // CmpOpKind
bool list_contains(Infer& I, const Val& item, const Val& l, Val& res);
IRRef list_truthy(Infer& I, const Val& l);
bool list_iter(Infer& I, const Val& l, Val& it);
bool list_iter_next(Infer& I, const Val& it, uint32_t exit_pc, Val& value, Val& next);
// ---- dicts (jit/infer_dict.cpp): a dict value is one leaf, a
// numba.typed.Dict; typed per site as lists are. Same conventions.
bool dict_new(Infer& I, const std::vector<std::pair<Val, Val>>& pairs, Val& res);   // {k: v, ...}, dict(), typed.Dict()
bool dict_subscr(Infer& I, const Val& d, const Val& key, Val& res);
bool dict_store_subscr(Infer& I, const Val& d, const Val& key, const Val& v);
bool dict_del_subscr(Infer& I, const Val& d, const Val& key);
bool dict_contains(Infer& I, const Val& key, const Val& d, Val& res);
IRRef dict_len(Infer& I, const Val& d);
IRRef dict_truthy(Infer& I, const Val& d);
bool dict_attr(const Val& d, const std::string& name, Val& res);
bool dict_method(Infer& I, const Val& d, const std::string& name, const std::vector<Val>& args, Val& res);
bool dict_iter(Infer& I, const Val& d, Val& it);   // over its keys
// typed.Dict.empty(key_type, value_type) and typed.List.empty_list(item_type)
// (the types constants): an empty container of those types.
bool typed_empty(Infer& I, Value cls, const std::string& name, std::vector<Val>& args,
                 std::vector<std::pair<std::string, Val>>& kwargs, Val& res);
// np.array(list of numbers or of such lists), dtype= given or the items'.
bool list_to_array(Infer& I, Value np_array, const Val& l, bool has_dtype, DType dt, Val& res);
// np.random.<f>(...) (f a method of np.random's generator): the same
// draw from compiled code's own generator (jit/infer_random.cpp). False
// without a reason when f is not one; consumes kwargs.
bool np_random_call(Infer& I, Value f, std::vector<Val>& args, std::vector<std::pair<std::string, Val>>& kwargs, Val& res);
// ---- complex numbers (jit/infer_complex.cpp): two float leaves, re and
// im. The rules return false without a reason when they do not apply.
// The parts of v (a real number or a complex) as a complex of type t.
bool complex_leaves(Infer& I, const Val& v, TypeId t, std::vector<IRRef>& out);
bool complex_binop(Infer& I, int k, const Val& x, const Val& y, Val& res);    // + - * / **
bool complex_compare(Infer& I, int k, const Val& x, const Val& y, Val& res);  // == !=
bool complex_negate(Infer& I, const Val& x, Val& res);
IRRef complex_truthy(Infer& I, const Val& x);
bool complex_attr(Infer& I, const Val& x, const std::string& name, Val& res);   // .real .imag .conjugate
bool complex_method(Infer& I, const Val& x, const std::string& name, const std::vector<Val>& args, Val& res);
bool complex_builtin(Infer& I, const std::string& name, const std::vector<Val>& args, Val& res);   // complex(), abs()
bool cmath_call(Infer& I, const std::string& name, const std::vector<Val>& args, Val& res);
// ---- CUDA code (jit/infer_cuda.cpp; FuncOptions::cuda): the intrinsics
// of numba.cuda.stubs. cuda_freeze: cuda.laneid / cuda.warpsize read as
// values. cuda_attr: threadIdx.x and the like, shared.array as a constant.
// cuda_call: a call of an intrinsic (consumes kwargs). Each returns false
// without a reason when v is no intrinsic, with the reason set when it fails.
bool cuda_freeze(Infer& I, Value v, Val& out);
bool cuda_attr(Infer& I, const Val& obj, const std::string& attr, Val& res);
bool cuda_call(Infer& I, Value cls, std::vector<Val>& args, std::vector<std::pair<std::string, Val>>& kwargs, Val& res);
// A call's type and code (infer_calls.cpp).
bool infer_call(Infer& I, const Val& callee, std::vector<Val>& args, const std::vector<std::string>& kw, Val& res);
bool str_attr(const Val& s, const std::string& name, Val& res);              // s.method (typed as Method)
bool str_method(Infer& I, const Val& s, const std::string& name, const std::vector<Val>& args, Val& res);
IRRef str_truthy(Infer& I, const Val& s);
bool str_iter(Infer& I, const Val& s, Val& it);
bool str_iter_next(Infer& I, const Val& it, uint32_t exit_pc, Val& value, Val& next);
// f-strings: FORMAT_VALUE (conversion 0 none, 1 str) and BUILD_STRING.
bool str_format_value(Infer& I, const Val& v, int conversion, bool has_spec, Val& res);
bool str_build(Infer& I, const std::vector<Val>& parts, Val& res);

}  // namespace tpy::jit
