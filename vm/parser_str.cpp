// parser_str.cpp — literal tokens to Constant / JoinedStr nodes.
// Entry points: Parser::parse_number, Parser::parse_strings (adjacent string
// tokens, implicit concatenation, escapes, f-strings with 3.11 rules).
// f-string fields are parsed by a child Parser over the field's text, placed
// at the field's real line/column so spans and errors point into the file.
#include <algorithm>
#include <cstdlib>

#include "vm/codec.h"
#include "vm/parser_impl.h"
#include "vm/unicode_names.h"

namespace tpy {

namespace {

// CPython's "(unicode error)" message for `s` when it is not UTF-8.
bool utf8_error(std::string_view s, std::string& msg) {
  std::string out;
  CodecError err;
  if (TextDecoder(Codec::Utf8, ErrorMode::Strict).decode(s, true, out, err)) return false;
  msg = "(unicode error) " + codec_error_message(err, s, true);
  return true;
}

// A literal's bytes that are not UTF-8, decoded as CPython's parser does
// (the lexer passes them through): whole when raw or, outside an f-string,
// without a backslash; else run by run of non-ASCII bytes (the escape
// decoder's way), so the position in the message counts from the run.
bool literal_utf8_error(std::string_view body, bool raw, bool fstring_piece, std::string& msg) {
  bool ascii = true;
  for (char c : body) ascii &= (unsigned char)c < 0x80;
  if (ascii) return false;
  if (raw || (!fstring_piece && body.find('\\') == std::string_view::npos)) return utf8_error(body, msg);
  for (size_t k = 0; k < body.size();) {
    if ((unsigned char)body[k] < 0x80) { k++; continue; }
    size_t e = k;
    while (e < body.size() && (unsigned char)body[e] >= 0x80) e++;
    if (utf8_error(body.substr(k, e - k), msg)) return true;
    k = e;
  }
  return false;
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = (char)(c | 0x20);
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += (char)cp;
  } else if (cp < 0x800) {
    out += (char)(0xC0 | (cp >> 6));
    out += (char)(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += (char)(0xE0 | (cp >> 12));
    out += (char)(0x80 | ((cp >> 6) & 0x3F));
    out += (char)(0x80 | (cp & 0x3F));
  } else {
    out += (char)(0xF0 | (cp >> 18));
    out += (char)(0x80 | ((cp >> 12) & 0x3F));
    out += (char)(0x80 | ((cp >> 6) & 0x3F));
    out += (char)(0x80 | (cp & 0x3F));
  }
}

struct Prefix { bool raw = false, bytes = false, fstr = false; size_t len = 0; };

Prefix read_prefix(std::string_view text) {
  Prefix p;
  while (p.len < text.size() && text[p.len] != '\'' && text[p.len] != '"') {
    char c = (char)(text[p.len] | 0x20);
    if (c == 'r') p.raw = true;
    if (c == 'b') p.bytes = true;
    if (c == 'f') p.fstr = true;
    p.len++;
  }
  return p;
}

}  // namespace

Node* Parser::parse_number() {
  Token t = tok();
  Node* n = make(NodeKind::Constant, here());
  advance();
  finish(n);
  std::string s;
  for (char c : lex_.token_text(t))
    if (c != '_') s += c;
  char last = (char)(s.back() | 0x20);
  if (last == 'j') {
    n->op = (uint8_t)ConstKind::Imag;
    s.pop_back();
    n->fval = std::strtod(s.c_str(), nullptr);
    return n;
  }
  int base = 10;
  std::string_view digits = s;
  if (s.size() > 1 && s[0] == '0') {
    char p = (char)(s[1] | 0x20);
    if (p == 'x') base = 16;
    if (p == 'o') base = 8;
    if (p == 'b') base = 2;
    if (base != 10) digits = digits.substr(2);
  }
  if (base == 10 && s.find_first_of(".eE") != std::string::npos) {
    n->op = (uint8_t)ConstKind::Float;
    n->fval = std::strtod(s.c_str(), nullptr);
    return n;
  }
  n->op = (uint8_t)ConstKind::Int;
  if (base == 10 && digits.size() > 4300) {  // CPython's int_max_str_digits default, checked at parse time
    // CPython raises it from the literal's action with no location: offset 0, end 0.
    error_span(n->line, -1, n->line, -1,
               "Exceeds the limit (4300 digits) for integer string conversion: value has " +
                   std::to_string(digits.size()) +
                   " digits; use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal "
                   "for huge integer literals to avoid decimal conversion limits.");
    return n;
  }
  uint64_t v = 0;
  bool big = false;
  for (char c : digits) {
    uint64_t d = (uint64_t)hex_value(c);
    if (v > (uint64_t(INT64_MAX) - d) / (uint64_t)base) { big = true; break; }
    v = v * (uint64_t)base + d;
  }
  if (!big) {
    n->ival = (int64_t)v;
  } else {
    n->flags = 1;
    // Decimal digits, or a power-of-two base's literal as written ("0x...",
    // lower case): the compiler converts it in linear time (num_parse).
    if (base == 10) {
      n->str = std::string(digits);
    } else {
      n->str = s;
      for (char& c : n->str) c = (char)std::tolower((unsigned char)c);
    }
  }
  return n;
}

bool Parser::decode_string_body(std::string_view body, bool is_bytes, bool raw, const Token& t, std::string& out,
                                bool fstring_piece) {
  // CPython decodes a str literal after rewriting each non-ASCII character
  // as a 10-byte \UXXXXXXXX escape, so its positions count them as 10.
  auto position = [&](size_t at) {
    size_t pos = 0;
    for (size_t k = 0; k < at && k < body.size(); k++) {
      unsigned char c = (unsigned char)body[k];
      if (c < 0x80) pos++;
      else if ((c & 0xC0) != 0x80) pos += 10;
    }
    return pos;
  };
  auto unicode_error = [&](const std::string& what, size_t a, size_t b) {
    size_t pa = is_bytes ? a : position(a), pb = is_bytes ? b : position(b + 1) - 1;
    // CPython decodes the strings when it has read the token after them: the error is placed there.
    error_after_strings("(unicode error) '" + std::string(is_bytes ? "bytesescape" : "unicodeescape") +
                   "' codec can't decode bytes in position " + std::to_string(pa) + "-" + std::to_string(pb) +
                   ": " + what);
    return false;
  };
  if (is_bytes) {
    for (char c : body)
      if ((unsigned char)c >= 0x80) {
        error_span(t.line, t.col, t.end_line, t.end_col, "bytes can only contain ASCII literal characters");
        return false;
      }
  } else if (std::string msg; literal_utf8_error(body, raw, fstring_piece, msg)) {
    // CPython decodes the literal when it has read the token after the strings.
    error_after_strings(msg);
    return false;
  }
  if (raw) {
    out.append(body);
    return true;
  }
  for (size_t i = 0; i < body.size(); i++) {
    char c = body[i];
    if (c != '\\') {
      out += c;
      continue;
    }
    if (i + 1 >= body.size()) {
      out += c;
      break;
    }
    size_t esc = i;
    char e = body[++i];
    switch (e) {
      case '\n': break;
      case '\\': out += '\\'; break;
      case '\'': out += '\''; break;
      case '"': out += '"'; break;
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'n': out += '\n'; break;
      case 'r': out += '\r'; break;
      case 't': out += '\t'; break;
      case 'v': out += '\v'; break;
      case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
        uint32_t v = (uint32_t)(e - '0');
        for (int k = 0; k < 2 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7'; k++)
          v = v * 8 + (uint32_t)(body[++i] - '0');
        if (is_bytes) out += (char)(v & 0xFF);
        else append_utf8(out, v);
        break;
      }
      case 'x': case 'u': case 'U': {
        if (is_bytes && e != 'x') {
          out += '\\';
          out += e;
          break;
        }
        int n = e == 'x' ? 2 : e == 'u' ? 4 : 8;
        uint32_t v = 0;
        for (int k = 0; k < n; k++) {
          if (i + 1 >= body.size() || hex_value(body[i + 1]) < 0) {
            const char* what = e == 'x' ? "truncated \\xXX escape" : e == 'u' ? "truncated \\uXXXX escape"
                                                                              : "truncated \\UXXXXXXXX escape";
            return unicode_error(what, esc, i);
          }
          v = v * 16 + (uint32_t)hex_value(body[++i]);
        }
        if (is_bytes) out += (char)v;
        else if (v > 0x10FFFF) return unicode_error("illegal Unicode character", esc, i);
        else append_utf8(out, v);
        break;
      }
      case 'N': {
        if (is_bytes) {
          out += '\\';
          out += e;
          break;
        }
        // Error positions end where CPython's decoder stopped reading.
        const char* malformed = "malformed \\N character escape";
        if (i + 1 >= body.size() || body[i + 1] != '{') return unicode_error(malformed, esc, i);
        size_t close = body.find('}', i + 2);
        if (close == std::string_view::npos) return unicode_error(malformed, esc, body.size() - 1);
        if (close == i + 2) return unicode_error(malformed, esc, i + 1);
        int32_t cp = unicode_lookup(body.substr(i + 2, close - i - 2));
        if (cp < 0) return unicode_error("unknown Unicode character name", esc, close);
        append_utf8(out, (uint32_t)cp);
        i = close;
        break;
      }
      default:
        out += '\\';
        out += e;
        break;
    }
  }
  return true;
}

void Parser::flush_literal(std::vector<Node*>& parts, std::string& buf, std::vector<Node*>& spanned) {
  if (buf.empty()) return;
  Node* c = make(NodeKind::Constant, here());
  c->op = (uint8_t)ConstKind::Str;
  c->str = std::move(buf);
  buf.clear();
  parts.push_back(c);
  spanned.push_back(c);
}

// CPython 3.11 reports an f-string's errors at the token it read after
// the strings: their end when the input ends there (eval), the NEWLINE.
void Parser::error_after_strings(const std::string& msg) {
  const Token& n = tok();
  if (n.kind == Tok::Error) return error_at(n, msg);
  // eval()'s input has no NEWLINE token of its own when it does not end in one.
  if (eval_mode_ && n.kind == Tok::Newline && lex_.added_newline() && n.end + 1 >= lex_.text().size())
    return error_span(prev_end_line_, prev_end_col_ - 1, prev_end_line_, kEndOffsetMinusOne, msg);
  if (n.kind == Tok::EndMarker || n.kind == Tok::Dedent)
    return error_span(prev_end_line_, prev_end_col_, prev_end_line_, prev_end_col_, msg);
  if (n.kind == Tok::Newline) return error_span(n.line, n.col, n.line, n.col, msg);
  error_span(n.line, n.col, n.end_line, n.end_col, msg);
}

Node* Parser::parse_strings() {
  SrcPos start = here();
  std::vector<Token> toks;
  while (at(Tok::String)) {
    toks.push_back(tok());
    advance();
  }
  bool any_f = false, any_bytes = false, any_str = false;
  for (const Token& t : toks) {
    Prefix p = read_prefix(lex_.token_text(t));
    any_f |= p.fstr;
    (p.bytes ? any_bytes : any_str) = true;
  }
  const bool first_bytes = read_prefix(lex_.token_text(toks[0])).bytes;
  std::vector<Node*> parts, spanned;
  std::string buf;
  for (const Token& t : toks) {
    std::string_view text = lex_.token_text(t);
    Prefix p = read_prefix(text);
    // Checked string by string, as CPython: a plain literal is decoded
    // before, an f-string parsed after, the check that the kinds agree.
    auto mixed = [&] {
      if (p.bytes == first_bytes) return false;
      const Token& last = toks.back();
      error_span(last.end_line, last.end_col, last.end_line, last.end_col, "cannot mix bytes and nonbytes literals");
      return true;
    };
    size_t q = (text.size() - p.len >= 6 && text[p.len] == text[p.len + 1] && text[p.len] == text[p.len + 2]) ? 3 : 1;
    uint32_t body_start = t.start + (uint32_t)(p.len + q);
    uint32_t body_end = t.end - (uint32_t)q;
    if (p.fstr) {
      if (mixed()) return placeholder();
      parse_fstring_text(t, body_start, body_end, p.raw, 0, false, parts, buf, spanned);
    } else {
      std::string_view body(lex_.text().data() + body_start, body_end - body_start);
      std::string piece;
      if (decode_string_body(body, p.bytes, p.raw, t, piece) && mixed()) return placeholder();
      buf += piece;
    }
    if (failed_) return placeholder();
  }
  if (!any_f) {
    Node* c = make(NodeKind::Constant, start);
    c->op = (uint8_t)(any_bytes ? ConstKind::Bytes : ConstKind::Str);
    c->str = std::move(buf);
    return finish(c);
  }
  flush_literal(parts, buf, spanned);
  Node* j = make(NodeKind::JoinedStr, start);
  j->a = parts;
  finish(j);
  // CPython 3.11 gives literal pieces and fields the whole string's span.
  for (Node* n : spanned) {
    n->line = j->line;
    n->col = j->col;
    n->end_line = j->end_line;
    n->end_col = j->end_col;
  }
  return j;
}

uint32_t Parser::parse_fstring_text(const Token& t, uint32_t i, uint32_t end, bool raw, int depth, bool in_spec,
                                    std::vector<Node*>& parts, std::string& buf, std::vector<Node*>& spanned) {
  const std::string& s = lex_.text();
  while (i < end && !failed_) {
    char c = s[i];
    if (c == '{') {
      if (i + 1 < end && s[i + 1] == '{' && !in_spec) {
        buf += '{';
        i += 2;
        continue;
      }
      i = parse_fstring_field(t, i, end, raw, depth, parts, buf, spanned);
      continue;
    }
    if (c == '}') {
      if (in_spec) return i;
      if (i + 1 < end && s[i + 1] == '}') {
        buf += '}';
        i += 2;
        continue;
      }
      error_after_strings("f-string: single '}' is not allowed");
      return end;
    }
    // A literal run; `\N{...}` carries braces that belong to the escape.
    uint32_t j = i;
    while (j < end && s[j] != '{' && s[j] != '}') {
      if (!raw && s[j] == '\\' && j + 2 < end && s[j + 1] == 'N' && s[j + 2] == '{') {
        size_t close = s.find('}', j);
        j = close == std::string::npos || close >= end ? end : (uint32_t)close + 1;
        continue;
      }
      j++;  // a backslash does not escape '{' in an f-string
    }
    decode_string_body(std::string_view(s.data() + i, j - i), false, raw, t, buf, true);
    i = j;
  }
  if (in_spec && !failed_) {
    error_after_strings("f-string: expecting '}'");
  }
  return i;
}

uint32_t Parser::parse_fstring_field(const Token& t, uint32_t i, uint32_t end, bool raw, int depth,
                                     std::vector<Node*>& parts, std::string& buf, std::vector<Node*>& spanned) {
  const std::string& s = lex_.text();
  auto fail_at = [&](uint32_t, const std::string& msg) {
    error_after_strings(msg);
    return end;
  };
  if (depth >= 2) return fail_at(i, "f-string: expressions nested too deeply");
  uint32_t expr_start = i + 1, j = expr_start;
  std::vector<char> nest;
  char stop = 0;
  while (j < end) {
    char c = s[j];
    if (c == '\\') return fail_at(j, "f-string expression part cannot include a backslash");
    if (c == '#') return fail_at(j, "f-string expression part cannot include '#'");
    if (c == '\'' || c == '"') {  // a nested string: the lexer already proved it closes
      bool triple = j + 2 < end && s[j + 1] == c && s[j + 2] == c;
      uint32_t k = j + (triple ? 3 : 1);
      while (k < end) {
        if (triple ? (k + 2 < end && s[k] == c && s[k + 1] == c && s[k + 2] == c) : s[k] == c) break;
        if (s[k] == '\\')  // inside a nested string too (3.11)
          return fail_at(k, "f-string expression part cannot include a backslash");
        k++;
      }
      if (k >= end) return fail_at(j, "f-string: unterminated string");
      j = k + (triple ? 3 : 1);
      continue;
    }
    if (c == '(' || c == '[' || c == '{') { nest.push_back(c); j++; continue; }
    if (nest.empty()) {
      char n1 = j + 1 < end ? s[j + 1] : 0;
      if ((c == '=' || c == '!' || c == '<' || c == '>') && n1 == '=') { j += 2; continue; }
      if (c == '}' || c == ':' || c == '!' || c == '=') { stop = c; break; }
    }
    if (c == ')' || c == ']' || c == '}') {  // as CPython's scan, before the expression is parsed
      if (nest.empty()) return fail_at(j, std::string("f-string: unmatched '") + c + "'");
      char open = nest.back();
      nest.pop_back();
      if ((open == '(') != (c == ')') || (open == '[') != (c == ']'))
        return fail_at(j, std::string("f-string: closing parenthesis '") + c +
                              "' does not match opening parenthesis '" + open + "'");
    }
    j++;
  }
  if (j >= end && !nest.empty()) return fail_at(end, std::string("f-string: unmatched '") + nest.back() + "'");
  if (j >= end) return fail_at(end, "f-string: expecting '}'");
  std::string_view expr_text(s.data() + expr_start, j - expr_start);
  if (expr_text.find_first_not_of(" \t\n\f") == std::string_view::npos) {
    if (stop == '!' || stop == ':' || stop == '=')
      return fail_at(j, std::string("f-string: expression required before '") + stop + "'");
    return fail_at(j, "f-string: empty expression not allowed");
  }
  int line, col;
  text_pos(expr_start, &line, &col);
  Parser sub(arena_, expr_text, line, col, true, depth + 1);
  Node* value = sub.parse_fstring_field();
  const std::vector<SyntaxErrorInfo>& sub_warnings = sub.lex_.warnings();
  field_warnings_.insert(field_warnings_.end(), sub_warnings.begin(), sub_warnings.end());
  field_warnings_.insert(field_warnings_.end(), sub.field_warnings_.begin(), sub.field_warnings_.end());
  if (sub.failed()) {
    if (!failed_) {
      failed_ = true;
      err_ = sub.err_;
      err_end_line_ = sub.err_end_line_;
      err_.incomplete = err_.incomplete_token = false;
      if (sub.field_error_) {  // a field inside the field: already placed in its own text
        field_error_ = true;
        field_bytes_ = sub.field_bytes_;
        field_text_ = sub.field_text_;
        return end;
      }
      // CPython 3.11 compiles the field as the text "(expr)": its errors are
      // placed in that text (the line number stays the file's), and the
      // tokenizer's own errors get no "f-string: " prefix.
      const bool tokenizer = !sub.toks_.empty() && sub.toks_.back().kind == Tok::Error;
      if (!tokenizer && err_.msg.rfind("f-string", 0) != 0) err_.msg = "f-string: " + err_.msg;
      std::string paren = "(" + std::string(expr_text) + ")";
      // Past the expression's last token (the end of the field): CPython's is the closing ')'.
      const bool at_end = !tokenizer && sub.err_.end_col == -1;
      if (at_end) err_.line = err_end_line_ = line + (int)std::count(paren.begin(), paren.end(), '\n');
      int k = err_.line - line;
      size_t ls = 0;
      for (int n = 0; n < k && ls != std::string::npos; n++) {
        ls = paren.find('\n', ls);
        if (ls != std::string::npos) ls++;
      }
      if (ls == std::string::npos) ls = paren.size();
      size_t le = paren.find('\n', ls);
      field_text_ = paren.substr(ls, le == std::string::npos ? std::string::npos : le - ls);
      field_error_ = true;
      field_bytes_ = !tokenizer;  // the parser's offsets there count bytes, the tokenizer's characters
      const int shift = k == 0 ? 1 - col : 0;
      if (at_end) {
        err_.col = (int)field_text_.size() - 1;
        err_.end_col = err_.col + 1;
      } else {
        if (err_end_line_ == err_.line && err_.end_col >= 0) err_.end_col += shift;
        err_.col += shift;
      }
    }
    return end;
  }
  if ((value->kind == NodeKind::Tuple && !value->a.empty() && value->a[0]->col == value->col &&
       value->a[0]->line == value->line) ||
      value->kind == NodeKind::GeneratorExp) {
    // CPython 3.11 parses the field as "(text)", so a bare tuple spans the braces.
    text_pos(expr_start - 1, &value->line, &value->col);
    text_pos(j + 1, &value->end_line, &value->end_col);
  }
  Node* fv = make(NodeKind::FormattedValue, here());
  fv->x = value;
  fv->ival = -1;
  if (stop == '=') {
    j++;
    while (j < end && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n')) j++;
    buf.append(s, expr_start, j - expr_start);
    fv->flags = 1;
    stop = j < end ? s[j] : 0;
  }
  if (stop == '!') {
    j++;
    char conv = j < end ? s[j] : 0;
    if (conv != 's' && conv != 'r' && conv != 'a')
      return fail_at(j + 1, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
    fv->ival = conv;
    j++;
    stop = j < end ? s[j] : 0;
  }
  flush_literal(parts, buf, spanned);
  if (stop == ':') {
    j++;
    Node* spec = make(NodeKind::JoinedStr, {t.line, t.col});
    std::string sbuf;
    std::vector<Node*> spec_spanned;
    j = parse_fstring_text(t, j, end, raw, depth + 1, true, spec->a, sbuf, spec_spanned);
    if (failed_) return end;
    flush_literal(spec->a, sbuf, spec_spanned);
    // CPython: a spec's literal text spans its own token, its fields the whole string.
    for (Node* n : spec_spanned) {
      if (n->kind == NodeKind::FormattedValue) {
        spanned.push_back(n);
      } else {
        n->line = t.line;
        n->col = t.col;
        n->end_line = t.end_line;
        n->end_col = t.end_col;
      }
    }
    spec->end_line = t.end_line;
    spec->end_col = t.end_col;
    fv->y = spec;
    stop = j < end ? s[j] : 0;
  }
  if (stop != '}') return fail_at(j, "f-string: expecting '}'");
  if (fv->flags == 1 && fv->ival == -1 && !fv->y) fv->ival = 'r';
  parts.push_back(fv);
  spanned.push_back(fv);
  return j + 1;
}

}  // namespace tpy
