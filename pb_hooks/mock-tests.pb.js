// mockTests: one save pipeline (lib/mock-test-save.js), registered here only, so its steps run in
// the same order on every start, for every save (staff, the seed, scripts): the sections checked
// (shape, times, marks, qualifying, hand-picked questions in the bank, enough questions for each
// random draw, a published test with questions), stable section ids, and the one kept draw of each
// section drawn once for everyone. A problem is a 400 on the `sections` field.
onRecordCreate((e) => require(`${__hooks}/lib/mock-test-save.js`).onSave(e), "mockTests");
onRecordUpdate((e) => require(`${__hooks}/lib/mock-test-save.js`).onSave(e), "mockTests");
