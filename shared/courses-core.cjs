// The public course list's query (src/features/courses/api/get-courses.ts): one definition for
// the app and the server's first response (pb_hooks/lib/first-response.js), which embeds its
// answer for the home page. Tiny on purpose: the home page loads it.
const COURSES_QUERY = {
  expr: "active = {:active}",
  params: { active: true },
  sort: "order,created",
  fields: "id,collectionId,collectionName,name,namePa,cat,tags,price,url,description,descriptionPa,image",
};

module.exports = { COURSES_QUERY };
