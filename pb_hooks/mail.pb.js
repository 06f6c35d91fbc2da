// SMTP settings from the environment, applied at every start (lib/mail.js). onBootstrap after
// e.next() sees the loaded settings.
onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/mail.js`).applyEnv(e.app);
});
