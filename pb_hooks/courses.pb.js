// Courses: the store URL must be https:// (model hooks, so staff, superusers' API calls, the seed
// and scripts all pass through them), and the price sent must be a whole number (request hooks:
// only a request still has the raw value). See lib/course-check.js.
onRecordCreate((e) => require(`${__hooks}/lib/course-check.js`).checkCourse(e), "courses");
onRecordUpdate((e) => require(`${__hooks}/lib/course-check.js`).checkCourse(e), "courses");
onRecordCreateRequest((e) => require(`${__hooks}/lib/course-check.js`).checkPriceInput(e), "courses");
onRecordUpdateRequest((e) => require(`${__hooks}/lib/course-check.js`).checkPriceInput(e), "courses");
