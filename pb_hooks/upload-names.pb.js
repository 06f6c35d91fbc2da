/* global routerUse -- a JSVM global not listed in eslint.config.js */
// An uploaded file whose name holds a control character (NUL, ESC, …; browsers send them raw)
// makes Go's multipart parser refuse the whole request before any record hook runs, and
// PocketBase answers only "Something went wrong while processing your request.". Staff then
// see no cause. This middleware recognises that failure and answers with a message (and a field
// error on the file field) saying what to do. Valid names are not touched: PocketBase already
// stores a sanitised copy of every file name.
routerUse((e) => {
  try {
    return e.next();
  } catch (err) {
    throw require(`${__hooks}/lib/upload-names.js`).explain(err) || err;
  }
});
