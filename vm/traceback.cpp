// traceback.cpp — printing an uncaught exception exactly as CPython 3.11
// does: chained causes/contexts, one "File ..., line N, in f" entry per
// frame with the source line and the ~~^^ carets under the failing
// expression, "[Previous line repeated N more times]", SyntaxError's caret
// block, and "Did you mean: 'x'?" suggestions for NameError/AttributeError.
#include <algorithm>
#include <climits>
#include <new>
#include <set>
#include "vm/dict.h"
#include "vm/exception_group.h"
#include "vm/frame.h"
#include "vm/ops.h"
#include "vm/parser.h"
#include "vm/run.h"
#include "vm/str_util.h"

namespace tpy {

namespace {

constexpr int kMoveCost = 2, kCaseCost = 1, kMaxStringSize = 40, kMaxCandidates = 750;

int substitution_cost(char a, char b) {
  if (a == b) return 0;
  auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? char(c + 32) : c; };
  return lower(a) == lower(b) ? kCaseCost : kMoveCost;
}

long levenshtein(std::string_view a, std::string_view b, long max_cost) {
  while (!a.empty() && !b.empty() && a.front() == b.front()) { a.remove_prefix(1); b.remove_prefix(1); }
  while (!a.empty() && !b.empty() && a.back() == b.back()) { a.remove_suffix(1); b.remove_suffix(1); }
  if (a.empty() || b.empty()) return (long)(a.size() + b.size()) * kMoveCost;
  if ((long)a.size() > kMaxStringSize || (long)b.size() > kMaxStringSize) return max_cost + 1;
  if (b.size() < a.size()) std::swap(a, b);
  if ((long)(b.size() - a.size()) * kMoveCost > max_cost) return max_cost + 1;
  long row[kMaxStringSize];
  long tmp = kMoveCost;
  for (size_t i = 0; i < a.size(); i++) { row[i] = tmp; tmp += kMoveCost; }
  long result = 0;
  for (size_t bi = 0; bi < b.size(); bi++) {
    long distance = result = (long)bi * kMoveCost;
    long minimum = LONG_MAX;
    for (size_t ai = 0; ai < a.size(); ai++) {
      long substitute = distance + substitution_cost(b[bi], a[ai]);
      distance = row[ai];
      long insert_delete = std::min(result, distance) + kMoveCost;
      result = std::min(insert_delete, substitute);
      row[ai] = result;
      minimum = std::min(minimum, result);
    }
    if (minimum > max_cost) return max_cost + 1;
  }
  return result;
}

std::string best_suggestion(const std::vector<std::string>& candidates, const std::string& name) {
  if ((long)candidates.size() > kMaxCandidates || (long)name.size() > kMaxStringSize) return "";
  std::string best;
  long best_distance = LONG_MAX;
  for (auto& item : candidates) {
    if (item == name) continue;
    long max_distance = (long)(name.size() + item.size() + 3) * kMoveCost / 6;
    if (best_distance != LONG_MAX) max_distance = std::min(max_distance, best_distance - 1);
    long d = levenshtein(name, item, max_distance);
    if (d > max_distance) continue;
    if (best.empty() || d < best_distance) { best = item; best_distance = d; }
  }
  return best;
}

std::vector<std::string> dict_keys(const Dict* d) {
  std::vector<std::string> keys;
  for (auto& e : d->entries)
    if (!e.key.is_undef() && is_str(e.key)) keys.push_back(as<Str>(e.key)->text());
  return keys;
}

Value slot_of(VM& vm, ExceptionObj* e, const char* name) {
  if (!e->shape) return Value();
  int32_t i = e->shape->lookup(vm.intern(name));
  return i >= 0 ? e->slots[i] : Value();
}

std::string suggestion_for(VM& vm, ExceptionObj* e) {
  if (e->type == vm.exc.NameError || e->type == vm.exc.UnboundLocalError) {
    if (!e->args || e->args->items.size() != 1 || !is_str(e->args->items[0])) return "";
    const std::string& msg = as<Str>(e->args->items[0])->text();
    // "name 'x' is not defined"
    if (msg.rfind("name '", 0) != 0) return "";
    size_t end = msg.find('\'', 6);
    if (end == std::string::npos || msg.compare(end, 17, "' is not defined") != 0) return "";
    std::string name = msg.substr(6, end - 6);
    std::string s;
    if (!e->traceback.empty()) {
      Code* co = e->traceback.front().code;
      std::vector<std::string> locals;
      for (auto* v : co->varnames) locals.push_back(v->text());
      s = best_suggestion(locals, name);
    }
    if (s.empty() && e->name_globals) s = best_suggestion(dict_keys(e->name_globals), name);
    if (s.empty()) s = best_suggestion(dict_keys(vm.builtins), name);
    return s;
  }
  if (is_subtype(e->type, vm.exc.AttributeError)) {
    Value name = slot_of(vm, e, "name"), obj = slot_of(vm, e, "obj");
    if (!is_str(name) || obj.is_undef()) return "";
    Value dirfn = dict_get_str(vm.builtins, vm.intern("dir")), listing;
    if (dirfn.is_undef() || !call1(vm, dirfn, obj, listing)) { vm.pending = nullptr; return ""; }
    std::vector<std::string> names;
    if (is_layout(listing, Layout::List))
      for (auto& v : as<List>(listing)->items)
        if (is_str(v)) names.push_back(as<Str>(v)->text());
    return best_suggestion(names, as<Str>(name)->text());
  }
  return "";
}

std::vector<std::string> split_lines(const std::string& src) {
  std::vector<std::string> lines;
  size_t start = 0;
  for (size_t i = 0; i <= src.size(); i++) {
    if (i == src.size() || src[i] == '\n') {
      std::string l = src.substr(start, i - start);
      if (!l.empty() && l.back() == '\r') l.pop_back();
      lines.push_back(l);
      start = i + 1;
    }
  }
  return lines;
}

size_t char_offset(const std::string& line, int byte_off) {
  size_t n = 0;
  for (int i = 0; i < byte_off && i < (int)line.size(); i++)
    if (((unsigned char)line[i] & 0xC0) != 0x80) n++;
  return n;
}

std::string strip(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\f\v\r\n");
  if (a == std::string::npos) return "";
  size_t b = s.find_last_not_of(" \t\f\v\r\n");
  return s.substr(a, b - a + 1);
}

// The ~~~^^^ anchors CPython derives from the expression's AST.
bool caret_anchors(const std::string& segment, size_t& left, size_t& right) {
  AstArena arena;
  SyntaxErrorInfo err;
  Node* mod = parse_module(arena, segment, err);
  if (!mod || mod->a.size() != 1 || mod->a[0]->kind != NodeKind::Expr) return false;
  Node* e = mod->a[0]->x;
  auto isspace_ = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; };
  if (e->kind == NodeKind::BinOp) {
    size_t op_start = (size_t)e->x->end_col, op_end = (size_t)e->y->col;
    std::string ops = segment.substr(op_start, op_end - op_start);
    size_t off = 0;
    while (off < ops.size() && isspace_(ops[off])) off++;
    size_t l = op_start + off, r = l + 1;
    if (off + 1 < ops.size() && !isspace_(ops[off + 1])) r++;
    while (l < segment.size() && (isspace_(segment[l]) || segment[l] == ')' || segment[l] == '#')) { l++; r++; }
    left = char_offset(segment, (int)l);
    right = char_offset(segment, (int)r);
    return true;
  }
  if (e->kind == NodeKind::Subscript) {
    size_t l = char_offset(segment, e->x->end_col), r = char_offset(segment, e->y->end_col + 1);
    // The scans below index characters; segments with carets are ASCII in practice.
    while (l < segment.size() && segment[l] != '[') l++;
    while (r < segment.size() && segment[r] != ']') r++;
    if (r < segment.size()) r++;
    left = l;
    right = r;
    return true;
  }
  return false;
}

void print_frame(VM& vm, std::string& out, const TracebackEntry& tb) {
  Code* co = tb.code;
  Position pos = tb.pc < co->positions.size() ? co->positions[tb.pc] : Position();
  out += strfmt("  File \"%s\", line %d, in %s\n", co->filename->text().c_str(), pos.line, co->name->text().c_str());
  if (!co->source || pos.line <= 0) return;
  std::vector<std::string> lines = split_lines(*co->source);
  if (pos.line > (int)lines.size()) return;
  const std::string& line = lines[pos.line - 1];
  std::string stripped = strip(line);
  if (stripped.empty()) return;
  out += "    " + stripped + "\n";
  if (tb.no_carets || pos.col < 0 || pos.end_col < 0) return;
  size_t lstripped = line.size() - line.substr(line.find_first_not_of(" \t\f\v")).size();
  size_t stripped_chars = char_offset(line, (int)lstripped);
  size_t start = char_offset(line, pos.col), end = char_offset(line, pos.end_col);
  bool have_anchors = false;
  size_t left = 0, right = 0;
  std::string segment;
  if (pos.line == pos.end_line) {
    size_t bs = (size_t)pos.col, be = std::min((size_t)pos.end_col, line.size());
    if (bs <= be) segment = line.substr(bs, be - bs);
    have_anchors = caret_anchors(segment, left, right);
  } else {
    size_t e = line.find_last_not_of(" \t\r\n\f\v");
    end = e == std::string::npos ? 0 : char_offset(line, (int)e + 1);
  }
  size_t stripped_len = 0;
  for (unsigned char c : stripped) if ((c & 0xC0) != 0x80) stripped_len++;
  if (!(end - start < stripped_len || (have_anchors && right > left))) return;
  out += "    ";
  out += std::string(start >= stripped_chars ? start - stripped_chars : 0, ' ');
  if (have_anchors) {
    out += std::string(left, '~');
    out += std::string(right - left, '^');
    size_t total = end - start;
    out += std::string(total > right ? total - right : 0, '~');
  } else {
    out += std::string(end - start, '^');
  }
  out += "\n";
}

std::string exception_type_name(VM& vm, TypeObject* t) {
  Value m = dict_get_str(t->dict, vm.names.module);
  if (m.is_undef()) m = t->module;
  std::string mod = is_str(m) ? as<Str>(m)->text() : "";
  if (mod.empty() || mod == "__main__" || mod == "builtins") return t->qualname->text();
  return mod + "." + t->qualname->text();
}

void format_syntax_error(VM& vm, ExceptionObj* e, std::string& out, const std::string& tname) {
  auto attr = [&](const char* n) { return slot_of(vm, e, n); };
  Value filename = attr("filename"), lineno = attr("lineno"), text = attr("text"), offset = attr("offset"),
        end_offset = attr("end_offset"), msg = attr("msg");
  std::string fsuffix;
  if (lineno.is_int())
    out += strfmt("  File \"%s\", line %lld\n", is_str(filename) ? as<Str>(filename)->text().c_str() : "<string>",
                  (long long)lineno.i);
  else if (is_str(filename))
    fsuffix = " (" + as<Str>(filename)->text() + ")";
  if (is_str(text)) {
    std::string rtext = as<Str>(text)->text();
    while (!rtext.empty() && rtext.back() == '\n') rtext.pop_back();
    size_t sp = 0;
    while (sp < rtext.size() && (rtext[sp] == ' ' || rtext[sp] == '\n' || rtext[sp] == '\f')) sp++;
    std::string ltext = rtext.substr(sp);
    out += "    " + ltext + "\n";
    if (offset.is_int()) {
      int64_t off = offset.i;
      int64_t eoff = end_offset.is_int() && end_offset.i != 0 ? end_offset.i : off;
      if (off == eoff || eoff == -1) eoff = off + 1;
      int64_t col = off - 1 - (int64_t)sp, ecol = eoff - 1 - (int64_t)sp;
      if (col >= 0) {
        std::string caret;
        // Offsets count characters; keep tabs for alignment.
        int64_t ci = 0;
        for (size_t i = 0; i < ltext.size() && ci < col; i += utf8_len_at(ltext, i), ci++)
          caret += (ltext[i] == '\t' || ltext[i] == '\f') ? ltext[i] : ' ';
        out += "    " + caret + std::string(ecol > col ? ecol - col : 0, '^') + "\n";
      }
    }
  }
  std::string m = is_str(msg) ? as<Str>(msg)->text() : "<no detail available>";
  out += tname + ": " + m + fsuffix + "\n";
}

// The traceback lines of e (header included) and its "Type: message" line(s).
void format_one(VM& vm, ExceptionObj* e, std::string& tb, std::string& msg_out) {
  std::string& out = tb;
  if (!e->traceback.empty()) {
    out += "Traceback (most recent call last):\n";
    // Entries were appended innermost first; print outermost first.
    std::vector<TracebackEntry> entries(e->traceback.rbegin(), e->traceback.rend());
    size_t i = 0;
    while (i < entries.size()) {
      size_t j = i;
      auto same = [&](size_t a, size_t b) {
        Code *ca = entries[a].code, *cb = entries[b].code;
        int la = entries[a].pc < ca->positions.size() ? ca->positions[entries[a].pc].line : 0;
        int lb = entries[b].pc < cb->positions.size() ? cb->positions[entries[b].pc].line : 0;
        return ca->filename->text() == cb->filename->text() && la == lb && ca->name->text() == cb->name->text();
      };
      while (j + 1 < entries.size() && same(j + 1, i)) j++;
      size_t run = j - i + 1;
      for (size_t k = 0; k < std::min<size_t>(run, 3); k++) print_frame(vm, out, entries[i + k]);
      if (run > 3) out += strfmt("  [Previous line repeated %zu more time%s]\n", run - 3, run - 3 > 1 ? "s" : "");
      i = j + 1;
    }
  }
  std::string tname = exception_type_name(vm, e->type);
  if (is_subtype(e->type, vm.exc.SyntaxError)) {
    format_syntax_error(vm, e, out, tname);
    return;
  }
  Str* s = nullptr;
  ExceptionObj* saved = vm.take_pending();
  if (!to_str(vm, Value::object(e), s)) {
    vm.pending = nullptr;
    msg_out += tname + ": <exception str() failed>\n";
    vm.pending = saved;
    return;
  }
  std::string msg = s->text();
  std::string sug = suggestion_for(vm, e);
  vm.pending = saved;
  if (!sug.empty()) msg += ". Did you mean: '" + sug + "'?";
  msg_out += msg.empty() ? tname + "\n" : tname + ": " + msg + "\n";
}

// CPython's exception printer (Python/pythonrun.c): chained exceptions and
// exception groups, whose members print inside boxes indented two columns
// per level with a "| " margin.
struct Printer {
  explicit Printer(VM& v) : vm(v) {}
  VM& vm;
  std::string out;
  std::set<Object*> seen;
  int depth = 0;  // exception group nesting
  bool need_close = false;
  static constexpr int kMaxGroupWidth = 15, kMaxGroupDepth = 10;

  std::string indent() const { return std::string(2 * (size_t)depth, ' '); }
  std::string margin() const { return indent() + (depth ? "| " : ""); }

  void one(ExceptionObj* e) {
    std::string tb, msg;
    format_one(vm, e, tb, msg);
    bool group = is_exception_group(Value::object(e));
    size_t pos = 0;
    bool first = true;
    while (pos < tb.size()) {
      size_t nl = tb.find('\n', pos);
      std::string line = tb.substr(pos, nl - pos);
      pos = nl == std::string::npos ? tb.size() : nl + 1;
      if (first && !e->traceback.empty()) {
        if (group) line = "Exception Group Traceback (most recent call last):";
        out += indent() + (group && depth == 1 ? "+ " : depth ? "| " : "") + line + "\n";
      } else {
        out += margin() + line + "\n";
      }
      first = false;
    }
    // Only the first line of a multi-line message gets the margin, as in CPython.
    out += margin() + msg;
    notes(e);
  }

  // The exception's __notes__ after its message (PEP 678): each str note
  // with the margin on every line; another object's str(); a __notes__
  // that is no sequence, its repr.
  void notes(ExceptionObj* e) {
    ExceptionObj* saved = vm.take_pending();
    Value ns;
    bool found = false;
    if (!get_attr_opt(vm, Value::object(e), vm.intern("__notes__"), ns, found)) vm.pending = nullptr;
    RootScope roots(vm);
    roots.add(ns);
    if (found) {
      auto note_text = [&](Value n, bool as_repr) {
        Str* s = nullptr;
        if (is_str(n)) return std::string(str_view(n));
        if (!(as_repr ? to_repr(vm, n, s) : to_str(vm, n, s))) {
          vm.pending = nullptr;
          return std::string(as_repr ? "<__notes__ repr() failed>" : "<note str() failed>");
        }
        return s->text();
      };
      auto write = [&](const std::string& text) {
        out += margin();
        for (char c : text) {
          out += c;
          if (c == '\n') out += margin();
        }
        out += "\n";
      };
      if (is_layout(ns, Layout::List) || is_layout(ns, Layout::Tuple)) {
        std::vector<Value> items = seq_items(ns);
        for (Value n : items) roots.add(n);
        for (Value n : items) write(note_text(n, false));
      } else if (is_str(ns)) {   // a str is a sequence too: a note per character
        std::string_view t = str_view(ns);
        for (size_t i = 0, j; i < t.size(); i = j) {
          for (j = i + 1; j < t.size() && (static_cast<unsigned char>(t[j]) & 0xC0) == 0x80;) j++;
          write(std::string(t.substr(i, j - i)));
        }
      } else {
        out += margin() + note_text(ns, true);
      }
    }
    vm.pending = saved;
  }

  void chained(ExceptionObj* e, const char* message) {
    bool saved = need_close;
    recursive(e);
    need_close = saved;
    out += margin() + "\n" + margin() + message + margin() + "\n";
  }

  void recursive(ExceptionObj* e) {
    seen.insert(e);
    if (e->cause.is_obj() && !seen.count(e->cause.o)) {
      chained(as<ExceptionObj>(e->cause), "The above exception was the direct cause of the following exception:\n");
    } else if (e->context.is_obj() && !e->suppress_context && !seen.count(e->context.o)) {
      chained(as<ExceptionObj>(e->context), "During handling of the above exception, another exception occurred:\n");
    }
    if (is_exception_group(Value::object(e))) group(e);
    else one(e);
  }

  void group(ExceptionObj* e) {
    if (depth > kMaxGroupDepth) {
      out += margin() + strfmt("... (max_group_depth is %d)\n", kMaxGroupDepth);
      return;
    }
    if (depth == 0) depth = 1;
    one(e);
    const std::vector<Value>& excs = e->eg_excs->items;
    size_t n = excs.size() <= (size_t)kMaxGroupWidth ? excs.size() : (size_t)kMaxGroupWidth + 1;
    need_close = false;
    for (size_t i = 0; i < n; i++) {
      bool last = i == n - 1;
      if (last) need_close = true;
      bool truncated = i >= (size_t)kMaxGroupWidth;
      out += indent() + (i == 0 ? "+-" : "  ") +
             (truncated ? std::string("+---------------- ... ----------------\n")
                        : strfmt("+---------------- %zu ----------------\n", i + 1));
      depth++;
      if (!truncated) {
        recursive(as<ExceptionObj>(excs[i]));
      } else {
        size_t more = excs.size() - (size_t)kMaxGroupWidth;
        out += margin() + strfmt("and %zu more exception%s\n", more, more > 1 ? "s" : "");
      }
      if (last && need_close) {
        out += indent() + "+------------------------------------\n";
        need_close = false;
      }
      depth--;
    }
    if (depth == 1) depth = 0;
  }
};

}  // namespace

std::string format_exception(VM& vm, ExceptionObj* e) {
  Printer p(vm);
  p.recursive(e);
  return p.out;
}

int VM::report_uncaught() {
  ExceptionObj* e = take_pending();
  if (!e) return 0;
  RootScope roots(*this);
  roots.add(e);
  if (is_subtype(e->type, exc.SystemExit)) {
    Value code = e->args && !e->args->items.empty() ? e->args->items[0] : Value::none();
    if (e->args && e->args->items.size() > 1) code = Value::object(e->args);
    fflush(stdout);
    if (code.is_none()) return 0;
    if (code.is_int()) return (int)code.i;
    if (code.is_bool()) return code.b;
    Str* s;
    if (to_str(*this, code, s)) fprintf(stderr, "%s\n", s->text().c_str());
    pending = nullptr;
    return 1;
  }
  fflush(stdout);
  // The traceback's text needs memory the program may have used up (an
  // uncaught MemoryError): everything is garbage now but the exception.
  for (int attempt = 0;; attempt++) {
    try {
      std::string text = format_exception(*this, e);
      fwrite(text.data(), 1, text.size(), stderr);
      break;
    } catch (const std::bad_alloc&) {
      if (attempt == 0) {
        collect();
        continue;
      }
      fprintf(stderr, "%s\n", e->type->name->text().c_str());
      break;
    }
  }
  fflush(stderr);
  return 1;
}

}  // namespace tpy
