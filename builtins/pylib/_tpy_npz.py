"""_tpy_npz — np.load's result for an .npz archive (np_io.cpp reads the
members and passes {name: array}): NumPy's NpzFile as a read-only mapping
with `files`, usable in a `with` block."""


class NpzFile:
    def __init__(self, arrays):
        self._arrays = arrays
        self.files = list(arrays)

    def __getitem__(self, key):
        if key in self._arrays:
            return self._arrays[key]
        raise KeyError("%s is not a file in the archive" % key)

    def __contains__(self, key):
        return key in self._arrays

    def __iter__(self):
        return iter(self.files)

    def __len__(self):
        return len(self.files)

    def keys(self):
        return self._arrays.keys()

    def values(self):
        return self._arrays.values()

    def items(self):
        return self._arrays.items()

    def get(self, key, default=None):
        return self._arrays.get(key, default)

    def close(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
