// Trusted proxy headers from the environment, applied at every start (see lib/trusted-proxy.js and
// README). The JSVM has no onServe; onBootstrap after e.next() sees the loaded settings and the
// env the server was started with (npm start passes .env through).
onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/trusted-proxy.js`).apply(e.app);
});
