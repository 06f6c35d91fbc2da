// Generated from courses-core.cjs's JSDoc by scripts/shared-types.mjs (npm run shared-types): do not edit.
export namespace COURSES_QUERY {
    let expr: string;
    namespace params {
        let active: boolean;
    }
    let sort: string;
    let fields: string;
}
