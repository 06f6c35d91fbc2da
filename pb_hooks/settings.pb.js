// The settings record's links (social.*, appLinks.*, slides[].ctaUrl) must be https:// or a site
// path (lib/settings-links.js). Model hooks: staff, superusers' API calls, the seed and scripts
// all pass through them.
onRecordCreate((e) => require(`${__hooks}/lib/settings-links.js`).checkLinks(e), "settings");
onRecordUpdate((e) => require(`${__hooks}/lib/settings-links.js`).checkLinks(e), "settings");
