"""textwrap — text wrapping and filling (tpy's Python-source subset).

TextWrapper, wrap, fill, shorten, dedent, indent. Words are split without
the re module; hyphenated words break after a hyphen between letters, as in
CPython (em-dash splitting and fix_sentence_endings are not supported).
"""

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_whitespace = '\t\n\x0b\x0c\r '


def _is_letter(c):
    return c.isalpha() or (c.isalnum() and not c.isdigit() and c != '_')


class TextWrapper:
    def __init__(self, width=70, initial_indent='', subsequent_indent='',
                 expand_tabs=True, replace_whitespace=True, fix_sentence_endings=False,
                 break_long_words=True, drop_whitespace=True, break_on_hyphens=True,
                 tabsize=8, *, max_lines=None, placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            for c in '\t\n\x0b\x0c\r':
                if c in text:
                    text = text.replace(c, ' ')
        return text

    def _split(self, text):
        chunks = []
        i = 0
        n = len(text)
        ws = _whitespace
        hyph = self.break_on_hyphens
        while i < n:
            j = i
            if text[i] in ws:
                while j < n and text[j] in ws:
                    j += 1
                chunks.append(text[i:j])
                i = j
                continue
            while j < n and text[j] not in ws:
                j += 1
            if hyph and '-' in text[i:j]:
                start = i
                for k in range(i + 1, j - 1):
                    if text[k] != '-':
                        continue
                    # A break after text[k] == '-' needs two letters (or
                    # letter-hyphen-letter) before and letter[-]letter after.
                    before = (k >= 2 and _is_letter(text[k - 1]) and _is_letter(text[k - 2])) or \
                        (k >= 3 and _is_letter(text[k - 1]) and text[k - 2] == '-' and _is_letter(text[k - 3]))
                    if not before or k + 1 - start < 2:
                        continue
                    a = text[k + 1] if k + 1 < n else ''
                    b = text[k + 2] if k + 2 < n else ''
                    c = text[k + 3] if k + 3 < n else ''
                    if _is_letter(a) and (_is_letter(b) or (b == '-' and _is_letter(c))):
                        chunks.append(text[start:k + 1])
                        start = k + 1
                chunks.append(text[start:j])
            else:
                chunks.append(text[i:j])
            i = j
        return chunks

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError('invalid width %r (must be > 0)' % self.width)
        if self.max_lines is not None:
            indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError('placeholder too large for max width')
        chunks.reverse()
        drop = self.drop_whitespace
        while chunks:
            cur_line = []
            cur_len = 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            if drop and chunks[-1].strip() == '' and lines:
                del chunks[-1]
            while chunks:
                l = len(chunks[-1])
                if cur_len + l <= width:
                    cur_line.append(chunks.pop())
                    cur_len += l
                else:
                    break
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))
            if drop and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if cur_line:
                if (self.max_lines is None or len(lines) + 1 < self.max_lines or
                        (not chunks or drop and len(chunks) == 1 and not chunks[0].strip())
                        and cur_len <= width):
                    lines.append(indent + ''.join(cur_line))
                else:
                    while cur_line:
                        if cur_line[-1].strip() and cur_len + len(self.placeholder) <= width:
                            cur_line.append(self.placeholder)
                            lines.append(indent + ''.join(cur_line))
                            break
                        cur_len -= len(cur_line[-1])
                        del cur_line[-1]
                    else:
                        if lines:
                            prev_line = lines[-1].rstrip()
                            if len(prev_line) + len(self.placeholder) <= self.width:
                                lines[-1] = prev_line + self.placeholder
                                break
                        lines.append(indent + self.placeholder.lstrip())
                    break
        return lines

    def wrap(self, text):
        return self._wrap_chunks(self._split(self._munge_whitespace(text)))

    def fill(self, text):
        return '\n'.join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


def dedent(text):
    lines = text.split('\n')
    margin = None
    for i, line in enumerate(lines):
        stripped = line.lstrip(' \t')
        if not stripped:
            lines[i] = ''
            continue
        lead = line[:len(line) - len(stripped)]
        if margin is None:
            margin = lead
        elif lead.startswith(margin):
            pass
        elif margin.startswith(lead):
            margin = lead
        else:
            k = 0
            while k < len(margin) and k < len(lead) and margin[k] == lead[k]:
                k += 1
            margin = margin[:k]
    if margin:
        m = len(margin)
        lines = [line[m:] if line else line for line in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    out = []
    for line in text.splitlines(True):
        if (predicate(line) if predicate is not None else line.strip()):
            out.append(prefix + line)
        else:
            out.append(line)
    return ''.join(out)
