"""numba.core.types — Numba's type objects (tpy's Numba API).

Each type has a .name (what str() and repr() print, as in Numba) and a .key;
types are equal and hash alike when their class and key are. Calling a type
with types builds a Signature (float64(int64[:])); calling it with a value
converts the value (int64(3.7) is 3); slicing it builds an array type
(float64[:, ::1]). Scalars, arrays, tuples, reflected lists and sets, none
and unicode_type only; typeof is in numba.core.typing.typeof.
"""

from numba.core import errors as _errors
from numba.core.typing import signature as _signature


class Type:
    """The base of all types: named, compared by key, callable, sliceable."""

    __module__ = 'numba.core.types.abstract'
    mutable = False

    def __init__(self, name):
        self.name = name

    @property
    def key(self):
        return self.name

    def __repr__(self):
        return self.name

    __str__ = __repr__

    def __hash__(self):
        return hash(self.key)

    def __eq__(self, other):
        return self.__class__ is other.__class__ and self.key == other.key

    def __ne__(self, other):
        return not self.__eq__(other)

    def __call__(self, *args):
        if len(args) == 1 and not isinstance(args[0], Type):
            return self.cast_python_value(args[0])
        return _signature(self, *args)

    def cast_python_value(self, value):
        raise NotImplementedError

    def is_precise(self):
        return True

    def __getitem__(self, spec):
        # float64[:] is 1d A, [::1] 1d C; with more dimensions a unit step
        # on the first slice makes F, else on the last C, else A.
        if isinstance(spec, (tuple, list)) and all(_is_full_slice(s) for s in spec):
            ndim = len(spec)
            if spec[0].step == 1:
                layout = 'F'
            elif spec[-1].step == 1:
                layout = 'C'
            else:
                layout = 'A'
        elif _is_full_slice(spec):
            ndim = 1
            layout = 'C' if spec.step == 1 else 'A'
        else:
            raise KeyError("Can only index numba types with slices with no start or stop, "
                           "got %s." % (spec,))
        return Array(self, ndim, layout)


def _is_full_slice(s):
    return isinstance(s, slice) and s.start is None and s.stop is None


class Hashable(Type):
    __module__ = 'numba.core.types.abstract'


class Number(Hashable):
    """Integers, floats and complex numbers: they convert values with NumPy."""

    __module__ = 'numba.core.types.abstract'

    def cast_python_value(self, value):
        import numpy
        return getattr(numpy, self.name)(value)


def _ordered(cls):
    """Gives a number class <, <=, >, >= by bitwidth (within one class)."""
    def compare(op):
        def method(self, other):
            if self.__class__ is not other.__class__ or not self._comparable(other):
                return NotImplemented
            return op(self.bitwidth, other.bitwidth)
        return method
    cls.__lt__ = compare(lambda a, b: a < b)
    cls.__le__ = compare(lambda a, b: a <= b)
    cls.__gt__ = compare(lambda a, b: a > b)
    cls.__ge__ = compare(lambda a, b: a >= b)
    return cls


@_ordered
class Integer(Number):
    """int8 ... uint64: .bitwidth and .signed read off the name."""

    __module__ = 'numba.core.types.scalars'

    def __init__(self, name, bitwidth=None, signed=None):
        Type.__init__(self, name)
        if signed is None:
            signed = name.startswith('int')
        if bitwidth is None:
            bitwidth = int(name[3:] if signed else name[4:])
        self.bitwidth = bitwidth
        self.signed = signed

    def _comparable(self, other):
        return self.signed == other.signed


@_ordered
class Float(Number):
    __module__ = 'numba.core.types.scalars'

    def __init__(self, name):
        Type.__init__(self, name)
        self.bitwidth = int(name[len('float'):])

    def _comparable(self, other):
        return True


@_ordered
class Complex(Number):
    __module__ = 'numba.core.types.scalars'

    def __init__(self, name, underlying_float):
        Type.__init__(self, name)
        self.underlying_float = underlying_float
        self.bitwidth = 2 * underlying_float.bitwidth

    def _comparable(self, other):
        return True

    def cast_python_value(self, value):
        import numpy
        make = getattr(numpy, self.name, None)
        if make is not None:
            return make(value)
        # tpy's NumPy has no complex64 scalar: round each part to float32.
        z = complex(value)
        f = numpy.float32
        return complex(float(f(z.real)), float(f(z.imag)))


class Boolean(Hashable):
    __module__ = 'numba.core.types.scalars'

    def cast_python_value(self, value):
        return bool(value)


class Dummy(Type):
    __module__ = 'numba.core.types.abstract'


class Opaque(Dummy):
    __module__ = 'numba.core.types.common'


class NoneType(Opaque):
    __module__ = 'numba.core.types.misc'


class Omitted(Opaque):
    """An argument left to its default value (the compiled code holds the default)."""

    __module__ = 'numba.core.types.misc'

    def __init__(self, value):
        self._value = value
        super().__init__("omitted(default=%r)" % (value,))

    @property
    def key(self):
        return type(self._value), id(self._value)

    @property
    def value(self):
        return self._value


class PyObject(Dummy):
    """A Python object in object mode (what a fallen-back call's signature lists)."""

    __module__ = 'numba.core.types.misc'


class UnicodeType(Hashable):
    __module__ = 'numba.core.types.misc'


class Buffer(Type):
    """An array-like type: dtype, ndim, layout ('C', 'F' or 'A'), mutability."""

    __module__ = 'numba.core.types.common'
    LAYOUTS = frozenset(['C', 'F', 'A'])

    def __init__(self, dtype, ndim, layout, readonly=False, name=None, aligned=True):
        if isinstance(dtype, Buffer):
            raise _errors.NumbaTypeError(
                "The dtype of a Buffer type cannot itself be a Buffer type, this is "
                "unsupported behaviour.\nThe dtype requested for the unsupported "
                "Buffer was: %s." % (dtype,))
        if layout not in self.LAYOUTS:
            raise _errors.NumbaValueError("Invalid layout '%s'" % (layout,))
        self.dtype = dtype
        self.ndim = ndim
        self.layout = layout
        self.mutable = not readonly
        self.aligned = aligned
        if name is None:
            name = "%s(%s, %sd, %s)" % (self._kind, dtype, ndim, layout)
            if readonly:
                name = "readonly " + name
            if not aligned:
                name = "unaligned " + name
        Type.__init__(self, name)

    _kind = 'buffer'

    @property
    def key(self):
        return (self.dtype, self.ndim, self.layout, self.mutable, self.aligned)

    @property
    def is_c_contig(self):
        return self.layout == 'C' or (self.ndim <= 1 and self.layout in 'CF')

    @property
    def is_f_contig(self):
        return self.layout == 'F' or (self.ndim <= 1 and self.layout in 'CF')

    @property
    def is_contig(self):
        return self.layout in 'CF'


class Array(Buffer):
    """array(dtype, Nd, layout): what typeof gives a NumPy array."""

    __module__ = 'numba.core.types.npytypes'
    _kind = 'array'

    def copy(self, dtype=None, ndim=None, layout=None, readonly=None, aligned=None):
        return Array(self.dtype if dtype is None else dtype,
                     self.ndim if ndim is None else ndim,
                     self.layout if layout is None else layout,
                     readonly=(not self.mutable) if readonly is None else readonly,
                     aligned=self.aligned if aligned is None else aligned)


class BaseTuple(Type):
    """A tuple type: len(), iteration and indexing give the item types."""

    __module__ = 'numba.core.types.containers'

    def __len__(self):
        return len(self.types)

    def __iter__(self):
        return iter(self.types)

    def __getitem__(self, i):
        return self.types[i]


class UniTuple(BaseTuple):
    """UniTuple(dtype x count): a tuple whose items all have one type."""

    __module__ = 'numba.core.types.containers'

    def __init__(self, dtype, count):
        self.dtype = dtype
        self.count = count
        self.types = (dtype,) * count
        Type.__init__(self, "UniTuple(%s x %d)" % (dtype, count))

    @property
    def key(self):
        return (self.dtype, self.count)

    def __getitem__(self, i):
        return self.dtype


class Tuple(BaseTuple):
    """Tuple(a, b, ...); a non-empty tuple of equal types is a UniTuple."""

    __module__ = 'numba.core.types.containers'

    def __new__(cls, types):
        types = tuple(types)
        if types and all(t == types[0] for t in types[1:]):
            return UniTuple(types[0], len(types))
        return object.__new__(cls)

    def __init__(self, types):
        self.types = tuple(types)
        self.count = len(self.types)
        Type.__init__(self, "Tuple(%s)" % ", ".join(str(t) for t in self.types))

    @property
    def key(self):
        return self.types


class List(Type):
    """list(dtype)<iv=None>; a Python list passed to compiled code is reflected."""

    __module__ = 'numba.core.types.containers'
    mutable = True

    def __init__(self, dtype, reflected=False, initial_value=None):
        self.dtype = dtype
        self.reflected = reflected
        self.initial_value = initial_value
        kind = "reflected list" if reflected else "list"
        Type.__init__(self, "%s(%s)<iv=%s>" % (kind, dtype, initial_value))

    @property
    def key(self):
        return (self.dtype, self.reflected, self.initial_value)


class ListType(Type):
    """ListType[item]: the type of a numba.typed.List."""

    __module__ = 'numba.core.types.containers'
    mutable = True

    def __init__(self, itemty):
        self.item_type = self.dtype = itemty
        Type.__init__(self, "ListType[%s]" % (itemty,))

    @property
    def key(self):
        return ('ListType', self.item_type)


class DictType(Type):
    """DictType[key,value]<iv=None>: the type of a numba.typed.Dict."""

    __module__ = 'numba.core.types.containers'
    mutable = True

    def __init__(self, keyty, valty, initial_value=None):
        self.key_type = keyty
        self.value_type = valty
        self.initial_value = initial_value
        Type.__init__(self, "DictType[%s,%s]<iv=%s>" % (keyty, valty, initial_value))

    @property
    def key(self):
        return ('DictType', self.key_type, self.value_type)


class Set(Type):
    __module__ = 'numba.core.types.containers'
    mutable = True

    def __init__(self, dtype, reflected=False):
        self.dtype = dtype
        self.reflected = reflected
        kind = "reflected set" if reflected else "set"
        Type.__init__(self, "%s(%s)" % (kind, dtype))

    @property
    def key(self):
        return (self.dtype, self.reflected)


boolean = bool_ = b1 = Boolean('bool')
none = void = NoneType('none')
pyobject = ffi_forced_object = PyObject('pyobject')
unicode_type = string = UnicodeType('unicode_type')

int8 = char = i1 = Integer('int8')
int16 = short = i2 = Integer('int16')
int32 = intc = i4 = Integer('int32')
int64 = intp = ssize_t = int_ = long_ = longlong = i8 = Integer('int64')
uint8 = byte = uchar = u1 = Integer('uint8')
uint16 = ushort = u2 = Integer('uint16')
uint32 = uintc = u4 = Integer('uint32')
uint64 = uintp = size_t = uint = ulong = ulonglong = u8 = Integer('uint64')

float32 = float_ = f4 = Float('float32')
float64 = double = f8 = Float('float64')
complex64 = c8 = Complex('complex64', float32)
complex128 = c16 = Complex('complex128', float64)

signed_domain = frozenset([int8, int16, int32, int64])
unsigned_domain = frozenset([uint8, uint16, uint32, uint64])
integer_domain = signed_domain | unsigned_domain
real_domain = frozenset([float32, float64])
complex_domain = frozenset([complex64, complex128])
number_domain = real_domain | integer_domain | complex_domain
