// disasm.cpp — the bytecode listing behind --dump-bytecode (see
// vm/disasm.h) and the opcode name table kOpNames. Prints constants itself
// from value tags and object layouts, so it works without a running VM.
#include "vm/disasm.h"

#include <cstdio>
#include <set>

#include "vm/num_format.h"

namespace tpy {

const char* const kOpNames[] = {
#define TPY_OP(name, doc) #name,
#include "vm/opcodes.def"
#undef TPY_OP
};

static std::string quote(const std::string& s, char prefix) {
  bool has_single = s.find('\'') != std::string::npos, has_double = s.find('"') != std::string::npos;
  char q = (has_single && !has_double) ? '"' : '\'';
  std::string out;
  if (prefix) out += prefix;
  out += q;
  for (unsigned char ch : s) {
    switch (ch) {
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (ch == uint8_t(q)) {
          out += '\\';
          out += char(ch);
        } else if (ch < 0x20 || ch == 0x7f || (prefix == 'b' && ch >= 0x80)) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\x%02x", ch);
          out += buf;
        } else {
          out += char(ch);
        }
    }
  }
  out += q;
  return out;
}

std::string const_repr(const Value& v) {
  switch (v.tag) {
    case Tag::Undef: return "<unbound>";
    case Tag::None: return "None";
    case Tag::Bool: return v.b ? "True" : "False";
    case Tag::Int: return std::to_string(v.i);
    case Tag::Float: return float_repr(v.f);
    case Tag::Obj: break;
  }
  const Object* o = v.o;
  switch (o->type->layout) {
    case Layout::Str: return quote(static_cast<const Str*>(o)->text(), 0);
    case Layout::Bytes: return quote(static_cast<const Bytes*>(o)->s, 'b');
    case Layout::Int: return static_cast<const BigIntObj*>(o)->v.str();
    case Layout::Complex: {
      const Complex* c = static_cast<const Complex*>(o);
      if (c->re == 0.0 && !std::signbit(c->re)) return float_repr(c->im) + "j";
      std::string im = float_repr(c->im);
      return "(" + float_repr(c->re) + (im[0] == '-' ? "" : "+") + im + "j)";
    }
    case Layout::Tuple: {
      const Tuple* t = static_cast<const Tuple*>(o);
      std::string out = "(";
      for (size_t i = 0; i < t->items.size(); i++) {
        if (i) out += ", ";
        out += const_repr(t->items[i]);
      }
      if (t->items.size() == 1) out += ",";
      return out + ")";
    }
    case Layout::Code: {
      const Code* c = static_cast<const Code*>(o);
      return "<code object " + c->name->text() + ", line " + std::to_string(c->firstlineno) + ">";
    }
    default:
      if (o->type->name && o->type->name->text() == "ellipsis") return "Ellipsis";
      return "<" + (o->type->name ? o->type->name->text() : std::string("object")) + " constant>";
  }
}

static const char* const kBinOpSymbols[] = {"+", "-", "*", "@", "/", "//", "%", "**", "<<", ">>", "&", "|", "^"};
static const char* const kCmpSymbols[] = {"<", "<=", "==", "!=", ">", ">="};

namespace {

struct Lister {
  const Code* code;
  std::string out;

  std::string reg(int r) const {
    std::string s = "r" + std::to_string(r);
    if (r < int(code->varnames.size())) s += ":" + code->varnames[r]->text();
    return s;
  }
  std::string name(int i) const {
    if (i < int(code->names.size())) return code->names[i]->text();
    return "<bad name " + std::to_string(i) + ">";
  }
  std::string konst(int i) const {
    if (i < int(code->consts.size())) return const_repr(code->consts[i]);
    return "<bad const " + std::to_string(i) + ">";
  }

  // Operands and a resolved comment for one instruction.
  void format(const Instr& in, std::string& ops, std::string& info) const {
    auto r = [&](int x) { return reg(x); };
    std::string t = std::to_string(in.target());
    switch (in.op) {
      case Op::NOP: break;
      case Op::LOAD_CONST: ops = r(in.a) + ", k" + std::to_string(in.b); info = konst(in.b); break;
      case Op::MOVE: ops = r(in.a) + ", " + r(in.b); break;
      case Op::CHECK_LOCAL:
      case Op::DELETE_FAST:
      case Op::MAKE_CELL:
      case Op::LOAD_BUILD_CLASS:
      case Op::LOAD_ASSERTION_ERROR:
      case Op::RETURN_VALUE:
      case Op::CALL_FUNCTION_EX:
      case Op::POP_EXCEPT:
      case Op::RERAISE:
      case Op::WITH_EXIT:
      case Op::IMPORT_STAR:
      case Op::PRINT_EXPR:
        ops = r(in.a);
        break;
      case Op::COPY_FREE_VARS: ops = r(in.a) + ", " + std::to_string(in.b); break;
      case Op::LOAD_DEREF:
      case Op::LOAD_CLASSDEREF:
        ops = r(in.a) + ", " + r(in.b) + ", n" + std::to_string(in.c);
        info = name(in.c);
        break;
      case Op::STORE_DEREF: ops = r(in.a) + ", " + r(in.b); break;
      case Op::DELETE_DEREF: ops = r(in.a) + ", n" + std::to_string(in.c); info = name(in.c); break;
      case Op::LOAD_GLOBAL:
        ops = r(in.a) + ", n" + std::to_string(in.b);
        info = name(in.b);
        break;
      case Op::STORE_GLOBAL:
      case Op::ANNOTATE:
      case Op::LOAD_NAME:
      case Op::STORE_NAME:
        ops = r(in.a) + ", n" + std::to_string(in.b);
        info = name(in.b);
        break;
      case Op::DELETE_GLOBAL:
      case Op::DELETE_NAME:
        ops = "n" + std::to_string(in.b);
        info = name(in.b);
        break;
      case Op::LOAD_ATTR:
      case Op::LOAD_METHOD:
      case Op::IMPORT_FROM:
        ops = r(in.a) + ", " + r(in.b) + ", n" + std::to_string(in.c);
        info = name(in.c);
        break;
      case Op::STORE_ATTR:
        ops = r(in.a) + ", n" + std::to_string(in.b) + ", " + r(in.c);
        info = name(in.b);
        break;
      case Op::DELETE_ATTR: ops = r(in.a) + ", n" + std::to_string(in.b); info = name(in.b); break;
      case Op::MATCH_KEYS:
      case Op::COPY_DICT_WITHOUT_KEYS:
      case Op::BINARY_SUBSCR:
      case Op::STORE_SUBSCR:
      case Op::MAP_ADD:
      case Op::CHECK_EXC_MATCH:
      case Op::CHECK_EG_MATCH:
      case Op::PREP_RERAISE_STAR:
      case Op::BEFORE_WITH:
      case Op::WITH_EXCEPT_START:
        ops = r(in.a) + ", " + r(in.b) + ", " + r(in.c);
        break;
      case Op::DICT_MERGE:
        ops = r(in.a) + ", " + r(in.b) + ", " + r(in.c);
        info = "callee " + r(in.c);
        break;
      case Op::MATCH_CLASS:
        ops = r(in.a) + ", " + r(in.b) + ", " + r(in.c) + ", " + std::to_string(in.x);
        info = std::to_string(in.x) + " positional";
        break;
      case Op::MATCH_SEQUENCE:
      case Op::MATCH_MAPPING:
      case Op::GET_LEN:
      case Op::DELETE_SUBSCR:
      case Op::UNARY_NEGATIVE:
      case Op::UNARY_POSITIVE:
      case Op::UNARY_INVERT:
      case Op::UNARY_NOT:
      case Op::TO_BOOL:
      case Op::GET_ITER:
      case Op::LIST_APPEND:
      case Op::LIST_EXTEND:
      case Op::LIST_TO_TUPLE:
      case Op::SET_ADD:
      case Op::SET_UPDATE:
      case Op::DICT_UPDATE:
      case Op::PUSH_EXC_INFO:
      case Op::YIELD_VALUE:
      case Op::GET_YIELD_FROM_ITER:
      case Op::YIELD_FROM:
        ops = r(in.a) + ", " + r(in.b);
        break;
      case Op::BUILD_SLICE: ops = r(in.a) + ", " + r(in.b) + ", " + std::to_string(in.x); break;
      case Op::BINARY_OP: {
        ops = r(in.a) + ", " + r(in.b) + ", " + r(in.c);
        int k = in.x >= kInplaceOffset ? in.x - kInplaceOffset : in.x;
        info = k < 13 ? kBinOpSymbols[k] : "?";
        if (in.x >= kInplaceOffset) info += "=";
        break;
      }
      case Op::COMPARE_OP:
        ops = r(in.a) + ", " + r(in.b) + ", " + r(in.c);
        info = in.x < 6 ? kCmpSymbols[in.x] : "?";
        break;
      case Op::IS_OP:
        ops = r(in.a) + ", " + r(in.b) + ", " + r(in.c);
        info = in.x ? "is not" : "is";
        break;
      case Op::CONTAINS_OP:
        ops = r(in.a) + ", " + r(in.b) + ", " + r(in.c);
        info = in.x ? "not in" : "in";
        break;
      case Op::JUMP:
      case Op::JUMP_BACKWARD:
        ops = "to " + t;
        break;
      case Op::POP_JUMP_IF_FALSE:
      case Op::POP_JUMP_IF_TRUE:
      case Op::POP_JUMP_IF_NONE:
      case Op::POP_JUMP_IF_NOT_NONE:
      case Op::JUMP_IF_NOT_UNDEF:
        ops = r(in.a) + ", to " + t;
        break;
      case Op::FOR_ITER: ops = r(in.a) + ", " + r(in.b) + ", to " + t; break;
      case Op::CALL:
      case Op::CALL_METHOD:
        ops = r(in.a) + ", " + std::to_string(in.b);
        break;
      case Op::CALL_KW:
      case Op::CALL_METHOD_KW:
        ops = r(in.a) + ", " + std::to_string(in.b) + ", k" + std::to_string(in.c);
        info = konst(in.c);
        break;
      case Op::MAKE_FUNCTION: {
        ops = r(in.a) + ", k" + std::to_string(in.b) + ", " + r(in.c) + ", " + std::to_string(in.x);
        info = konst(in.b);
        if (in.x & 1) info += " defaults";
        if (in.x & 2) info += " kwdefaults";
        if (in.x & 4) info += " closure";
        if (in.x & 8) info += " annotations";
        break;
      }
      case Op::BUILD_TUPLE:
      case Op::BUILD_LIST:
      case Op::BUILD_SET:
      case Op::BUILD_MAP:
      case Op::BUILD_STRING:
      case Op::UNPACK_SEQUENCE:
        ops = r(in.a) + ", " + r(in.b) + ", " + std::to_string(in.c);
        break;
      case Op::UNPACK_EX:
        ops = r(in.a) + ", " + r(in.b) + ", " + std::to_string(in.x) + ", " + std::to_string(in.c);
        info = std::to_string(in.x) + " before, " + std::to_string(in.c) + " after";
        break;
      case Op::FORMAT_VALUE: {
        ops = r(in.a) + ", " + r(in.b);
        if (in.x & 4) ops += ", " + r(in.c);
        static const char* const conv[] = {"", "str", "repr", "ascii"};
        info = conv[in.x & 3];
        if (in.x & 4) info += info.empty() ? "with format" : ", with format";
        break;
      }
      case Op::RAISE_VARARGS:
        ops = std::to_string(in.x);
        if (in.x >= 1) ops += ", " + r(in.a);
        if (in.x >= 2) ops += ", " + r(in.b);
        break;
      case Op::IMPORT_NAME:
        ops = r(in.a) + ", n" + std::to_string(in.b) + ", k" + std::to_string(in.c) + ", " + std::to_string(in.x);
        info = name(in.b) + " fromlist=" + konst(in.c) + " level=" + std::to_string(in.x);
        break;
    }
  }

  void list() {
    char buf[512];
    std::snprintf(buf, sizeof buf, "Disassembly of <code object %s, file \"%s\", line %d>:\n",
                  code->qualname->text().c_str(), code->filename->text().c_str(), code->firstlineno);
    out += buf;
    std::string flags;
    auto flag = [&](uint32_t bit, const char* n) {
      if (code->flags & bit) flags += flags.empty() ? n : std::string("|") + n;
    };
    flag(kCodeVarargs, "VARARGS");
    flag(kCodeVarkw, "VARKEYWORDS");
    flag(kCodeGenerator, "GENERATOR");
    flag(kCodeClassBody, "CLASS_BODY");
    flag(kCodeModule, "MODULE");
    flag(kCodeNested, "NESTED");
    flag(kCodeUsesNames, "USES_NAMES");
    std::snprintf(buf, sizeof buf,
                  "  name: %s  flags: %s  argcount: %d  posonly: %d  kwonly: %d  nlocals: %d  nregs: %d\n",
                  code->name->text().c_str(), flags.empty() ? "0" : flags.c_str(), code->argcount,
                  code->posonlycount, code->kwonlycount, code->nlocals, code->nregs);
    out += buf;
    auto names = [&](const char* title, const std::vector<Str*>& v) {
      if (v.empty()) return;
      out += std::string("  ") + title + ":";
      for (const Str* s : v) out += " " + s->text();
      out += "\n";
    };
    names("varnames", code->varnames);
    names("cellnames", code->cellnames);
    names("freenames", code->freenames);
    if (!code->doc.is_undef()) out += "  doc: " + const_repr(code->doc) + "\n";
    std::set<uint32_t> targets;
    for (const Instr& in : code->code) {
      switch (in.op) {
        case Op::JUMP: case Op::JUMP_BACKWARD: case Op::POP_JUMP_IF_FALSE: case Op::POP_JUMP_IF_TRUE:
        case Op::POP_JUMP_IF_NONE: case Op::POP_JUMP_IF_NOT_NONE:
        case Op::JUMP_IF_NOT_UNDEF: case Op::FOR_ITER:
          targets.insert(in.target());
          break;
        default: break;
      }
    }
    for (const ExcEntry& e : code->exc_table) targets.insert(e.handler);
    int last_line = -1;
    for (size_t pc = 0; pc < code->code.size(); pc++) {
      const Instr& in = code->code[pc];
      int line = pc < code->positions.size() ? code->positions[pc].line : 0;
      std::string ops, info;
      format(in, ops, info);
      std::string line_text = line != last_line ? std::to_string(line) : "";
      last_line = line;
      std::snprintf(buf, sizeof buf, "%6s %2s %4zu  %-20s %-28s", line_text.c_str(),
                    targets.count(uint32_t(pc)) ? ">>" : "", pc, kOpNames[int(in.op)], ops.c_str());
      std::string l = buf;
      if (!info.empty()) l += " (" + info + ")";
      while (!l.empty() && l.back() == ' ') l.pop_back();
      out += l + "\n";
    }
    if (!code->exc_table.empty()) {
      out += "  ExceptionTable:\n";
      for (const ExcEntry& e : code->exc_table) {
        std::snprintf(buf, sizeof buf, "    %u to %u -> %u [r%u]\n", e.start, e.end, e.handler, unsigned(e.exc_reg));
        out += buf;
      }
    }
  }
};

}  // namespace

std::string disassemble(const Code* code) {
  Lister l{code, {}};
  l.list();
  for (const Value& k : code->consts) {
    if (k.is_obj() && k.o->type->layout == Layout::Code) {
      l.out += "\n" + disassemble(static_cast<const Code*>(k.o));
    }
  }
  return l.out;
}

}  // namespace tpy
