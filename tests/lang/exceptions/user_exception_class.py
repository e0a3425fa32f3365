class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(code, msg)
        self.code = code
class NotFound(AppError):
    pass
try:
    raise NotFound(404, "missing")
except AppError as e:
    print(type(e).__name__, e.code, e.args, str(e))

# expect: NotFound 404 (404, 'missing') (404, 'missing')
