"""warnings — issuing, filtering and recording warnings (CPython 3.11's surface).

warn, warn_explicit, showwarning, formatwarning, filterwarnings,
simplefilter, resetwarnings, the filters list, catch_warnings and
WarningMessage. Registry semantics follow CPython's C accelerator
(_warnings.c): 'once' is once per module registry, and the registries are
cleared whenever the filters change. The -W options and PYTHONWARNINGS
(sys.warnoptions) become filters when the module is imported.

Where a warning comes from: CPython reads the caller's frame
(sys._getframe). tpy has no frame introspection yet, so without
sys._getframe a warn() call is attributed as CPython attributes one whose
stacklevel runs off the stack -- filename "sys", line 1 -- except that
filters and the default DeprecationWarning rule see module "__main__" (most
warn() calls come from the script). warn_explicit takes its location from
the caller and is exact. Once sys._getframe exists, warn() uses it.

tpy has no `re` module yet: filter patterns are compiled by _Pattern, a
small backtracking matcher for the syntax filter messages use (literals,
., classes, \\d\\w\\s, anchors, groups, |, greedy and lazy repeats); the
real `re` is used as soon as it can be imported.
"""

import sys
import builtins as _builtins

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning",
           "filterwarnings", "simplefilter", "resetwarnings", "catch_warnings"]


_DeprecationWarning = DeprecationWarning
_PendingDeprecationWarning = PendingDeprecationWarning
_ImportWarning = ImportWarning
_ResourceWarning = ResourceWarning

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")

# ---------------------------------------------------------------- patterns

try:
    import re as _re
except ImportError:
    _re = None

_IGNORECASE = 2   # re.IGNORECASE's value


def _class_test(spec, negate):
    # spec: (lo, hi) character ranges and one-argument tests (\d, \w, \s).
    # Case-insensitively a character is in the set when one of its cases is.
    def within(ch):
        for item in spec:
            if callable(item):
                if item(ch):
                    return True
            elif item[0] <= ch <= item[1]:
                return True
        return False

    def test(ch, icase):
        found = within(ch) or (icase and (within(ch.lower()) or within(ch.upper())))
        return found != negate
    return test


def _is_word(ch):
    return ch.isalnum() or ch == '_'


_ESCAPE_CLASSES = {
    'd': lambda ch: ch.isdigit(),
    'D': lambda ch: not ch.isdigit(),
    'w': _is_word,
    'W': lambda ch: not _is_word(ch),
    's': lambda ch: ch.isspace(),
    'S': lambda ch: not ch.isspace(),
}
_ESCAPE_CHARS = {'n': '\n', 't': '\t', 'r': '\r', 'f': '\f', 'v': '\v', 'a': '\a', '0': '\0'}


class _Parser:
    """Parses a pattern into alternatives: lists of items
    (kind, arg, min, max, greedy), kind 'atom' (arg: a char test), 'group'
    (arg: alternatives) or 'assert' (arg: '^', '$', 'A', 'Z', 'b', 'B')."""

    def __init__(self, pattern):
        self.p = pattern
        self.i = 0

    def error(self, what):
        raise ValueError("%s at position %d" % (what, self.i))

    def parse(self):
        alts = self.alternatives()
        if self.i < len(self.p):
            self.error("unbalanced parenthesis")
        return alts

    def alternatives(self):
        alts = [self.sequence()]
        while self.i < len(self.p) and self.p[self.i] == '|':
            self.i += 1
            alts.append(self.sequence())
        return alts

    def sequence(self):
        items = []
        p = self.p
        while self.i < len(p) and p[self.i] not in '|)':
            item = self.atom()
            if item[0] != 'assert':
                item = self.repeat(item)
            items.append(item)
        return items

    def atom(self):
        p = self.p
        ch = p[self.i]
        self.i += 1
        if ch == '.':
            return ('atom', lambda c, icase: c != '\n', 1, 1, True)
        if ch == '^':
            return ('assert', '^', 1, 1, True)
        if ch == '$':
            return ('assert', '$', 1, 1, True)
        if ch == '(':
            if p.startswith('?:', self.i):
                self.i += 2
            elif p.startswith('?', self.i):
                self.error("unsupported group")
            alts = self.alternatives()
            if self.i >= len(p) or p[self.i] != ')':
                self.error("missing ), unterminated subpattern")
            self.i += 1
            return ('group', alts, 1, 1, True)
        if ch == '[':
            return ('atom', self.char_class(), 1, 1, True)
        if ch in '*+?{':
            if ch == '{' and not self.at_counts():
                return ('atom', self.literal('{'), 1, 1, True)
            self.error("nothing to repeat")
        if ch == '\\':
            if self.i >= len(p):
                self.error("bad escape (end of pattern)")
            e = p[self.i]
            self.i += 1
            if e in 'AZbB':
                return ('assert', e, 1, 1, True)
            if e in _ESCAPE_CLASSES:
                return ('atom', _class_test([_ESCAPE_CLASSES[e]], False), 1, 1, True)
            if e.isalnum() and e not in _ESCAPE_CHARS:
                self.error("bad escape \\" + e)
            return ('atom', self.literal(_ESCAPE_CHARS.get(e, e)), 1, 1, True)
        return ('atom', self.literal(ch), 1, 1, True)

    def literal(self, ch):
        return lambda c, icase: c == ch or (icase and c.lower() == ch.lower())

    def at_counts(self):
        # After '{': digits, optionally ',' and digits, then '}'.
        j = self.i
        p = self.p
        while j < len(p) and p[j].isdigit():
            j += 1
        if j < len(p) and p[j] == ',':
            j += 1
            while j < len(p) and p[j].isdigit():
                j += 1
        return j < len(p) and p[j] == '}' and j > self.i

    def char_class(self):
        p = self.p
        negate = False
        if self.i < len(p) and p[self.i] == '^':
            negate = True
            self.i += 1
        spec = []
        first = True
        while True:
            if self.i >= len(p):
                self.error("unterminated character set")
            ch = p[self.i]
            self.i += 1
            if ch == ']' and not first:
                break
            first = False
            if ch == '\\':
                e = p[self.i]
                self.i += 1
                if e in _ESCAPE_CLASSES:
                    spec.append(_ESCAPE_CLASSES[e])
                    continue
                ch = _ESCAPE_CHARS.get(e, e)
            if self.i + 1 < len(p) and p[self.i] == '-' and p[self.i + 1] != ']':
                hi = p[self.i + 1]
                self.i += 2
                if hi == '\\':
                    hi = _ESCAPE_CHARS.get(p[self.i], p[self.i])
                    self.i += 1
                if hi < ch:
                    self.error("bad character range")
                spec.append((ch, hi))
            else:
                spec.append((ch, ch))
        return _class_test(spec, negate)

    def repeat(self, item):
        p = self.p
        if self.i >= len(p):
            return item
        ch = p[self.i]
        if ch == '*':
            lo, hi = 0, -1
        elif ch == '+':
            lo, hi = 1, -1
        elif ch == '?':
            lo, hi = 0, 1
        elif ch == '{' and (self.i + 1 < len(p)) and self.at_counts_from(self.i + 1):
            self.i += 1
            lo, hi = self.counts()
            self.i -= 1
        else:
            return item
        self.i += 1
        greedy = True
        if self.i < len(p) and p[self.i] == '?':
            greedy = False
            self.i += 1
        if self.i < len(p) and p[self.i] in '*+?':
            self.error("multiple repeat")
        return (item[0], item[1], lo, hi, greedy)

    def at_counts_from(self, j):
        save = self.i
        self.i = j
        ok = self.at_counts()
        self.i = save
        return ok

    def counts(self):
        p = self.p
        j = self.i
        while p[self.i].isdigit():
            self.i += 1
        lo = int(p[j:self.i]) if self.i > j else 0
        if p[self.i] == ',':
            self.i += 1
            j = self.i
            while p[self.i].isdigit():
                self.i += 1
            hi = int(p[j:self.i]) if self.i > j else -1
        else:
            hi = lo
        self.i += 1   # '}'
        return lo, hi


def _match_alts(alts, text, pos, icase, cont):
    for seq in alts:
        end = _match_seq(seq, 0, text, pos, icase, cont)
        if end >= 0:
            return end
    return -1


def _assert_ok(kind, text, pos):
    n = len(text)
    if kind == '^' or kind == 'A':
        return pos == 0
    if kind == '$':
        return pos == n or (pos == n - 1 and text[pos] == '\n')
    if kind == 'Z':
        return pos == n
    before = pos > 0 and _is_word(text[pos - 1])
    after = pos < n and _is_word(text[pos])
    return (before != after) == (kind == 'b')


def _match_seq(seq, k, text, pos, icase, cont):
    # The end of a match of seq[k:] at pos followed by cont, or -1.
    if k == len(seq):
        return cont(pos)
    kind, arg, lo, hi, greedy = seq[k]
    if kind == 'assert':
        if not _assert_ok(arg, text, pos):
            return -1
        return _match_seq(seq, k + 1, text, pos, icase, cont)
    if kind == 'atom':
        n = 0
        while (hi < 0 or n < hi) and pos + n < len(text) and arg(text[pos + n], icase):
            n += 1
        if n < lo:
            return -1
        counts = range(n, lo - 1, -1) if greedy else range(lo, n + 1)
        for c in counts:
            end = _match_seq(seq, k + 1, text, pos + c, icase, cont)
            if end >= 0:
                return end
        return -1

    # A group repeated lo..hi times; an empty iteration ends the repeats.
    def rest(p):
        return _match_seq(seq, k + 1, text, p, icase, cont)

    def again(count, p):
        def after_one(q):
            if q == p:
                return -1
            return again(count + 1, q)
        if count < lo:
            return _match_alts(arg, text, p, icase, lambda q: again(count + 1, q))
        if hi >= 0 and count >= hi:
            return rest(p)
        if greedy:
            end = _match_alts(arg, text, p, icase, after_one)
            return end if end >= 0 else rest(p)
        end = rest(p)
        return end if end >= 0 else _match_alts(arg, text, p, icase, after_one)

    return again(0, pos)


class _Pattern:
    """A compiled filter pattern: what re.compile(pattern, flags) gives the
    filters, for the subset _Parser reads."""

    def __init__(self, pattern, flags=0):
        self.pattern = pattern
        self.flags = flags
        self._alts = _Parser(pattern).parse()

    def match(self, text):
        end = _match_alts(self._alts, text, 0, bool(self.flags & _IGNORECASE), lambda p: p)
        return True if end >= 0 else None

    def __eq__(self, other):
        return isinstance(other, _Pattern) and self.pattern == other.pattern and self.flags == other.flags

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __repr__(self):
        if self.flags & _IGNORECASE:
            return "re.compile(%r, re.IGNORECASE)" % (self.pattern,)
        return "re.compile(%r)" % (self.pattern,)


def _compile(pattern, ignore_case):
    if _re is not None:
        return _re.compile(pattern, _re.I) if ignore_case else _re.compile(pattern)
    return _Pattern(pattern, _IGNORECASE if ignore_case else 0)


def _matches(pattern, text):
    # None matches everything; a plain str (the default filters) must be
    # equal; anything else is a compiled pattern.
    if pattern is None:
        return True
    if type(pattern) is str:
        return pattern == text
    return bool(pattern.match(text))

# ---------------------------------------------------------------- filters

filters = [
    ("default", None, _DeprecationWarning, "__main__", 0),
    ("ignore", None, _DeprecationWarning, None, 0),
    ("ignore", None, _PendingDeprecationWarning, None, 0),
    ("ignore", None, _ImportWarning, None, 0),
    ("ignore", None, _ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}
_filters_version = 1


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def _check_action(action):
    if action not in _ACTIONS:
        raise AssertionError("invalid action: %r" % (action,))


def _check_lineno(lineno):
    if not (isinstance(lineno, int) and lineno >= 0):
        raise AssertionError("lineno must be an int >= 0")


def _add_filter(*item, append):
    # A filter already present moves to the front (or, appended, stays).
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    """Insert an entry into the list of warnings filters (at the front)."""
    _check_action(action)
    if not isinstance(message, str):
        raise AssertionError("message must be a string")
    if not isinstance(category, type):
        raise AssertionError("category must be a class")
    if not issubclass(category, Warning):
        raise AssertionError("category must be a Warning subclass")
    if not isinstance(module, str):
        raise AssertionError("module must be a string")
    _check_lineno(lineno)
    msg = _compile(message, True) if message else None
    mod = _compile(module, False) if module else None
    _add_filter(action, msg, category, mod, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Insert a filter matching every message and module."""
    _check_action(action)
    _check_lineno(lineno)
    _add_filter(action, None, category, None, lineno, append=append)


def resetwarnings():
    """Clear the list of warning filters, so that no filters are active."""
    filters[:] = []
    _filters_mutated()

# ---------------------------------------------------------------- showing


class WarningMessage(object):
    """One warning as showwarning() receives it (catch_warnings(record=True)
    collects these)."""

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


_line_cache = {}


def _getline(filename, lineno):
    # linecache.getline: the file's line (with its newline), or ''.
    if not filename or (filename[0] == '<' and filename[-1] == '>'):
        return ''
    lines = _line_cache.get(filename)
    if lines is None:
        try:
            with open(filename, encoding='utf-8') as f:
                lines = f.readlines()
        except Exception:
            lines = []
        _line_cache[filename] = lines
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ''


def _formatwarnmsg_impl(msg):
    s = "%s:%s: %s: %s\n" % (msg.filename, msg.lineno, msg.category.__name__, msg.message)
    line = msg.line
    if line is None:
        try:
            line = _getline(msg.filename, msg.lineno)
        except Exception:
            line = None
    if line:
        s += "  %s\n" % line.strip()
    return s


def _showwarnmsg_impl(msg):
    file = msg.file
    if file is None:
        file = sys.stderr
        if file is None:
            return
    text = _formatwarnmsg(msg)
    try:
        file.write(text)
    except OSError:
        pass


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Hook to write a warning to a file; replace if you like."""
    _showwarnmsg_impl(WarningMessage(message, category, filename, lineno, file, line))


def formatwarning(message, category, filename, lineno, line=None):
    """Function to format a warning the standard way."""
    return _formatwarnmsg_impl(WarningMessage(message, category, filename, lineno, None, line))


_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _formatwarnmsg(msg):
    fw = formatwarning
    if fw is not _formatwarning_orig:
        return fw(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    return _formatwarnmsg_impl(msg)


def _showwarnmsg(msg):
    sw = showwarning
    if sw is not _showwarning_orig:
        if not callable(sw):
            raise TypeError("warnings.showwarning() must be set to a function or method")
        sw(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)

# ---------------------------------------------------------------- issuing

_registries = {}   # module name -> its registry, while warn() cannot reach globals


def _caller(stacklevel):
    # (filename, lineno, module, registry) of the frame `stacklevel` calls
    # above warn(), as CPython's setup_context.
    getframe = getattr(sys, '_getframe', None)
    if getframe is None:
        return "sys", 1, "__main__", _registries.setdefault("__main__", {})
    try:
        frame = getframe(max(stacklevel, 1) + 1)
    except ValueError:
        return "sys", 1, "sys", _registries.setdefault("sys", {})
    globals_ = frame.f_globals
    module = globals_.get('__name__')
    if not (module is None or isinstance(module, str)):
        module = "<string>"
    if '__name__' not in globals_:
        module = "<string>"
    registry = globals_.get('__warningregistry__')
    if not isinstance(registry, dict):
        registry = {}
        globals_['__warningregistry__'] = registry
    return frame.f_code.co_filename, frame.f_lineno, module, registry


def _category_of(message, category):
    if isinstance(message, Warning):
        return message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '%s'" % (type(category).__name__,))
    return category


def warn(message, category=None, stacklevel=1, source=None):
    """Issue a warning, or maybe ignore it or raise an exception."""
    category = _category_of(message, category)
    filename, lineno, module, registry = _caller(stacklevel)
    _warn_at(message, category, filename, lineno, module, registry, source)


def warn_explicit(message, category, filename, lineno, module=None, registry=None,
                  module_globals=None, source=None):
    """Low-level interface to warnings functionality."""
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module.endswith(".py"):
            module = module[:-3]
    _warn_at(message, category, filename, lineno, module, registry, source)


def _already_warned(registry, key, should_set):
    # CPython's already_warned: a registry from an older filters list is
    # cleared first.
    if registry.get('version') != _filters_version:
        registry.clear()
        registry['version'] = _filters_version
    elif registry.get(key):
        return True
    if should_set:
        registry[key] = True
    return False


def _warn_at(message, category, filename, lineno, module, registry, source):
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry is not None and _already_warned(registry, key, False):
        return

    item = None
    for f in filters:
        if not (isinstance(f, tuple) and len(f) == 5):
            raise ValueError("warnings.filters item %d isn't a 5-tuple" % filters.index(f))
        action, msg, cat, mod, ln = f
        if _matches(msg, text) and issubclass(category, cat) and _matches(mod, module) \
                and (ln == 0 or lineno == ln):
            item = f
            break
    else:
        action = defaultaction

    if action == "error":
        raise message
    if action == "ignore":
        return
    if action != "always":
        if registry is not None:
            registry[key] = True
        if action == "once":
            if registry is None:
                registry = onceregistry
            if _already_warned(registry, (text, category), True):
                return
        elif action == "module":
            # _warnings.c keys "module" as "once": (text, category).
            if registry is not None and _already_warned(registry, (text, category), True):
                return
        elif action != "default":
            raise RuntimeError("Unrecognized action (%r) in warnings.filters:\n %r" % (action, item))
    _showwarnmsg(WarningMessage(message, category, filename, lineno, None, None, source))

# ---------------------------------------------------------------- catching


class catch_warnings(object):
    """Saves the filters and showwarning() on entry and restores them on
    exit; record=True collects the WarningMessages shown in between."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._module = sys.modules['warnings'] if module is None else module
        self._entered = False
        self._filter = None if action is None else (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        if self._module is not sys.modules['warnings']:
            args.append("module=%r" % (self._module,))
        return "%s(%s)" % (type(self).__name__, ", ".join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % (self,))
        self._entered = True
        m = self._module
        self._filters = m.filters
        m.filters = self._filters[:]
        m._filters_mutated()
        self._showwarning = m.showwarning
        self._showwarnmsg_impl = m._showwarnmsg_impl
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            m._showwarnmsg_impl = log.append
            # The default showwarning routes through _showwarnmsg_impl.
            m.showwarning = m._showwarning_orig
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % (self,))
        m = self._module
        m.filters = self._filters
        m._filters_mutated()
        m.showwarning = self._showwarning
        m._showwarnmsg_impl = self._showwarnmsg_impl


# ---------------------------------------------------------------- -W options

class _OptionError(Exception):
    pass


def _escape(text):
    # A literal for the pattern matcher: every non-alphanumeric escaped.
    return "".join(ch if ch.isalnum() or ch == "_" else "\\" + ch for ch in text)


def _option_action(text):
    if not text:
        return "default"
    if text == "all":
        return "always"
    for action in _ACTIONS:
        if action.startswith(text):
            return action
    raise _OptionError("invalid action: %r" % (text,))


def _option_category(name):
    if not name:
        return Warning
    if "." in name:
        module_name, _, attr = name.rpartition(".")
        try:
            cat = getattr(__import__(module_name, None, None, [attr]), attr)
        except ImportError:
            raise _OptionError("invalid module name: %r" % (module_name,)) from None
        except AttributeError:
            raise _OptionError("unknown warning category: %r" % (name,)) from None
    else:
        cat = getattr(_builtins, name, None)
        if cat is None:
            raise _OptionError("unknown warning category: %r" % (name,))
    if not isinstance(cat, type) or not issubclass(cat, Warning):
        raise _OptionError("invalid warning category: %r" % (name,))
    return cat


def _add_option(arg):
    # action:message:category:module:lineno, each part optional.
    fields = [f.strip() for f in arg.split(":")]
    if len(fields) > 5:
        raise _OptionError("too many fields (max 5): %r" % (arg,))
    fields += [""] * (5 - len(fields))
    action, message, category, module, lineno = fields
    action = _option_action(action)
    category = _option_category(category)
    if message:
        message = _escape(message)
    if module:
        module = _escape(module) + "\\Z"
    if lineno:
        try:
            lineno = int(lineno)
        except ValueError:
            lineno = -1
        if lineno < 0:
            raise _OptionError("invalid lineno %r" % (fields[4],))
    else:
        lineno = 0
    filterwarnings(action, message, category, module, lineno)


for _arg in getattr(sys, "warnoptions", ()):
    try:
        _add_option(_arg)
    except _OptionError as _err:
        print("Invalid -W option ignored:", _err, file=sys.stderr)
