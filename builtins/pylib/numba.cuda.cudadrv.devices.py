"""numba.cuda.cudadrv.devices — the device list (`cuda.gpus`) and the
current context of tpy's CUDA API.

get_context() gives the current device's context, creating it at first
use; reset() (what cuda.close() calls) drops it. gpus[i] is a context
manager that forwards attributes to Device i, as in Numba. The Device and
Context classes are numba.cuda.cudadrv.driver's.
"""

from numba.cuda.cudadrv.driver import driver


class _DeviceContextManager(object):
    """`cuda.gpus[i]`: usable as `with cuda.gpus[i]:`; attributes come
    from the device (id, name, compute_capability, WARP_SIZE, ...)."""

    def __init__(self, device):
        self._device = device

    def __getattr__(self, item):
        if item.startswith('__') or item == '_device':
            raise AttributeError(item)
        return getattr(self._device, item)

    def __enter__(self):
        _runtime.get_or_create_context(self._device.id)

    def __exit__(self, exc_type, exc_val, exc_tb):
        pass

    def __str__(self):
        return "<Managed Device {self.id}>".format(self=self)


class _DeviceList(object):
    """`cuda.gpus`: the devices, with len(), indexing, iteration and
    `current` (None once cuda.close() has run, until a device is picked
    again)."""

    def __init__(self):
        self._lst = None

    @property
    def lst(self):
        if self._lst is None:
            self._lst = tuple(_DeviceContextManager(driver.get_device(i))
                              for i in range(driver.get_device_count()))
        return self._lst

    def __getitem__(self, devnum):
        dev = self.lst[devnum]
        _runtime.closed = False
        return dev

    def __str__(self):
        return ', '.join([str(d) for d in self.lst])

    def __iter__(self):
        return iter(self.lst)

    def __len__(self):
        return len(self.lst)

    @property
    def current(self):
        """The active device, or None if there is none."""
        if _runtime.closed:
            return None
        return self.lst[_runtime.devnum]


class _Runtime(object):
    """Which device is current, and its context."""

    def __init__(self):
        self.gpus = _DeviceList()
        self.devnum = 0
        self.closed = False

    def get_or_create_context(self, devnum=None):
        if devnum is None:
            devnum = self.devnum
        device = self.gpus.lst[devnum]._device
        self.devnum = devnum
        self.closed = False
        ctx = device.get_primary_context()
        ctx.prepare_for_use()
        return ctx

    def reset(self):
        for dev in self.gpus.lst:
            dev._device.reset()
        self.closed = True


_runtime = _Runtime()

gpus = _runtime.gpus


def get_context(devnum=None):
    """The CUDA context of device `devnum` (default: the current device)."""
    return _runtime.get_or_create_context(devnum)


def require_context(fn):
    """A decorator for functions that need a context; every device of the
    simulator always has one, so it returns `fn` itself."""
    return fn


def reset():
    """Drop every context (cuda.close())."""
    _runtime.reset()
