raise RuntimeError("module failed to import")
