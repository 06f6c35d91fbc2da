// The record types the app uses. Each one extends the type generated from pb_migrations/
// (./pb-schema.gen.ts, `npm run typegen`) and only narrows JSON fields and adds `expand`, so its
// fields come from the migrations. The checks at the end make tsc fail when a migration renames or
// removes a field that a type here still declares.
import type PocketBase from "pocketbase";
import type { RecordModel, RecordService } from "pocketbase";
import type {
  CAtagsRecord,
  CollectionRecords,
  CoursesRecord,
  CurrentAffairsRecord,
  DigestRunsRecord,
  LeadsRecord,
  MessagesRecord,
  QuizAttemptsRecord,
  QuizsRecord,
  SettingsRecord,
  SignInFailuresRecord,
  SignInLocksRecord,
  SubscribersRecord,
  UsersRecord,
  StudentsRecord,
  QuizStartsRecord,
  OutboxRecord,
  StudentCodeLogRecord,
  BookmarksRecord,
  RevisionItemsRecord,
  StudyDaysRecord,
  QuestionsRecord,
  MockTestsRecord,
  MockAttemptsRecord,
} from "./pb-schema.gen";

/**
 * Fields every record has (autodate fields are added to every collection by our migrations).
 * Deliberately not the SDK's RecordModel: its `[key: string]: any` would let `record.renamedField`
 * compile.
 */
export interface BaseRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  created: string;
  updated: string;
}

export interface CATag extends BaseRecord, CAtagsRecord {}

export interface CurrentAffair extends BaseRecord, CurrentAffairsRecord {
  /** "YYYY-MM-DD HH:MM:SS.sssZ"; the calendar date is the first 10 characters. */
  date: string;
  /** Stored file name of the attached .docx ("" when none). */
  doc: string;
  /** Stored file names of images extracted from the DOCX at save time. */
  images: string[];
  /** HTML rendered from the DOCX and sanitised at save time; "" for records of the old site. */
  html: string;
  expand?: { tags?: CATag[] };
}

export interface QuizQuestion {
  text: string;
  /** Up to 4 options. */
  options: string[];
  /** The correct option's text; "N/A" when the source had none. */
  answer: string;
  explanation?: string;
  order: number;
  /** Why the answer key needs checking (set by the import, cleared when staff edit the question); a flagged question blocks publishing. */
  flag?: string;
}

/** One question's outcome in an attempt: correct, wrong, skipped (or "n": no answer key). */
export type AttemptOutcome = "c" | "w" | "s" | "n";

/**
 * A quiz attempt; the counts, outcomes and score are set by the server's hook. `student` is empty
 * for attempts made signed out; `clientId` is the id the device gave it (merges are idempotent).
 */
export interface QuizAttempt extends BaseRecord, QuizAttemptsRecord {
  /** Per question in stored order: the chosen option's stored index, or null when skipped. */
  answers: (number | null)[];
  outcomes: AttemptOutcome[];
}

export interface Quiz extends BaseRecord, QuizsRecord {
  /** HTML; sanitise before rendering. */
  desc: string;
  questions: QuizQuestion[] | null;
}

export interface Course extends BaseRecord, CoursesRecord {
  cat: string[] | null;
  tags: string[] | null;
  /** Whole rupees. */
  price: number;
}

// Items of the settings' JSON lists. A `…Pa` property is the Punjabi twin of the English one
// beside it (optional; pages pick one with src/lib/localized.ts, issue 24).
export interface Stat {
  label: string;
  value: string;
  note: string;
  labelPa?: string;
  notePa?: string;
}
export interface Slide {
  title: string;
  text: string;
  titlePa?: string;
  textPa?: string;
  ctaLabel?: string;
  ctaLabelPa?: string;
  ctaUrl?: string;
  /** Stored name of one of settings.slideImages (thumbs 1280x720, 960x540 and 640x360). */
  image?: string;
}
export interface CourseCategory {
  id: number;
  name: string;
  namePa?: string;
}
export interface Testimonial {
  name: string;
  batch: string;
  course: string;
  testimonial: string;
  coursePa?: string;
  testimonialPa?: string;
}
export interface ResultEntry {
  name: string;
  exam: string;
  year: number;
  rank?: string;
  examPa?: string;
  rankPa?: string;
  /** Stored name of one of settings.resultPhotos (thumb 160x160). */
  photo?: string;
}
export interface SocialLinks {
  facebook?: string;
  instagram?: string;
  youtube?: string;
  telegram?: string;
}
export interface AppLinks {
  android?: string;
  ios?: string;
}

type RecordMeta = "id" | "collectionId" | "collectionName" | "created" | "updated";

/** The settings record's own fields (also the shape of the built-in defaults). */
export interface SettingsFields extends Omit<SettingsRecord, RecordMeta> {
  social: SocialLinks | null;
  appLinks: AppLinks | null;
  stats: Stat[] | null;
  slides: Slide[] | null;
  courseCategories: CourseCategory[] | null;
  testimonials: Testimonial[] | null;
  results: ResultEntry[] | null;
  slideImages: string[];
  resultPhotos: string[];
}

export interface Settings extends BaseRecord, SettingsFields {}

export interface Subscriber extends BaseRecord, SubscribersRecord {}

/** One item of a day's digest (pb_hooks/lib/newsletter.js). */
export interface DigestItem {
  kind: "article" | "quiz";
  title: string;
  url: string;
}

/** One day's digest e-mail run; staff read these (the newsletter status shows the last one). */
export interface DigestRun extends BaseRecord, DigestRunsRecord {
  items: DigestItem[] | null;
}

export interface Lead extends BaseRecord, LeadsRecord {}

export interface Message extends BaseRecord, MessagesRecord {}

export interface StaffUser extends BaseRecord, UsersRecord {}

/** A student account (auth collection `students`, one-time-code sign-in only). */
export interface Student extends BaseRecord, StudentsRecord {}

/** When a ranked attempt started (POST /api/quiz-start); no API rules: only the hooks read it. */
export interface QuizStart extends BaseRecord, QuizStartsRecord {}
/** A message the site sent, or kept because e-mail is off (the admin's Outbox; owners only). */
export interface OutboxMessage extends Omit<BaseRecord, "updated">, OutboxRecord {}

/** Sign-in code requests and wrong entries counted by pb_hooks/lib/students.js (no API access). */
export interface StudentCodeLogEntry extends Omit<BaseRecord, "created" | "updated">, StudentCodeLogRecord {}
// A student's study state (issue 23; pb_migrations/1764600400_study.js): theirs alone.
/** An article or one question of a quiz (`question`: its index in stored order) a student keeps. */
export interface Bookmark extends BaseRecord, BookmarksRecord {}
/** A wrong or bookmarked question coming back after 1, 3 and 7 days; written only by the server. */
export interface RevisionItem extends BaseRecord, RevisionItemsRecord {}
/** An IST day ("YYYY-MM-DD") the student took a quiz or read an article to the end. */
export interface StudyDay extends BaseRecord, StudyDaysRecord {}

/** One failed password sign-in (pb_hooks/sign-in.pb.js); staff read these on the dashboard. */
export interface SignInFailure extends BaseRecord, SignInFailuresRecord {
  /** The e-mail as typed (trimmed), whether or not such an account exists. */
  email: string;
  /** True when the account was locked after this attempt (refused, or the failure that locked it). */
  locked: boolean;
}

/** Per-account lock-out state; superusers only (the app never reads it). */
export interface SignInLock extends BaseRecord, SignInLocksRecord {
  /** Empty when not locked. */
  lockedUntil: string;
}

// Question bank and mock tests (issue 24; pb_migrations/1764800000_question_bank_mock_tests.js).
/** A language a bank question can be given in. */
export type QuestionLang = "en" | "pa" | "hi";

/** A bank question: text, options and explanation per language; `answer` indexes every language's options. */
export interface Question extends BaseRecord, QuestionsRecord {
  optionsEn: string[] | null;
  optionsPa: string[] | null;
  optionsHi: string[] | null;
  topics: string[] | null;
  exams: string[] | null;
}

/** How a section gets its questions: picked by hand, or N drawn from topics (per attempt or once). */
export type MockPick =
  | { mode: "fixed"; questions: string[] }
  | {
      mode: "random";
      /** Any of these topics (empty = any topic). */
      topics: string[];
      /** "" = any difficulty. */
      difficulty: "" | "easy" | "medium" | "hard";
      count: number;
      /** true: a new draw for every attempt; false: one draw kept in `drawn` for every student. */
      perAttempt: boolean;
      /** The kept draw when perAttempt is false (set by the server on save). */
      drawn?: string[];
    };

/** One section of a mock test (mockTests.sections). */
export interface MockSection {
  /** Stable id within the test ("s1"), so attempts and results can name it. */
  id: string;
  title: string;
  titlePa?: string;
  /** Minutes; 0 = no limit of its own. */
  timeLimit: number;
  /** Marks needed to qualify in this section; 0 = none. */
  qualifying: number;
  /** Marks for a right answer. */
  marks: number;
  negativeMarking: "none" | "1/4" | "1/3";
  pick: MockPick;
}

export interface MockTest extends BaseRecord, MockTestsRecord {
  sections: MockSection[] | null;
}

/** One section as an attempt runs it (mockAttempts.sections). */
export interface MockAttemptSection {
  id: string;
  /** Question ids drawn for this attempt, in the order shown. */
  questions: string[];
  /** ISO dates; "" until the section is opened / has no deadline / is still open. */
  startedAt: string;
  deadline: string;
  endedAt: string;
}

/** What a finished attempt scored (mockAttempts.result). */
export interface MockResult {
  sections: {
    id: string;
    correct: number;
    wrong: number;
    skipped: number;
    /** Marks after negative marking (2 decimals). */
    score: number;
    /** Most marks. */
    total: number;
    /** null when the section has no qualifying marks. */
    qualified: boolean | null;
    /** Seconds spent in the section. */
    seconds: number;
  }[];
  /** Accuracy per topic among answered questions, weakest first. */
  topics: { topic: string; correct: number; answered: number; percent: number }[];
  /** Most marks of the whole test. */
  total: number;
}

export interface MockAttempt extends BaseRecord, MockAttemptsRecord {
  sections: MockAttemptSection[] | null;
  answers: Record<string, number | null> | null;
  result: MockResult | null;
  /** Seconds spent per question ({ [questionId]: seconds }; 1764800200_mock_attempt_times.js). */
  times: Record<string, number> | null;
}

/** Collection name → record type. */
export interface Collections {
  currentAffairs: CurrentAffair;
  CAtags: CATag;
  quizs: Quiz;
  quizAttempts: QuizAttempt;
  courses: Course;
  settings: Settings;
  subscribers: Subscriber;
  digestRuns: DigestRun;
  leads: Lead;
  messages: Message;
  users: StaffUser;
  students: Student;
  outbox: OutboxMessage;
  studentCodeLog: StudentCodeLogEntry;
  signInFailures: SignInFailure;
  signInLocks: SignInLock;
  quizStarts: QuizStart;
  bookmarks: Bookmark;
  revisionItems: RevisionItem;
  studyDays: StudyDay;
  questions: Question;
  mockTests: MockTest;
  mockAttempts: MockAttempt;
}
export type CollectionName = keyof Collections;

/**
 * The SDK client with typed collections: `pb.collection("quizs")` is a `RecordService<Quiz>`.
 * Other names (e.g. "_superusers") keep the SDK's untyped signature.
 */
export interface TypedPocketBase extends PocketBase {
  collection<K extends CollectionName>(idOrName: K): RecordService<Collections[K]>;
  collection<M = RecordModel>(idOrName: string): RecordService<M>;
}

// Compile-time checks against the migrations. A key here that the generated type lacks (a renamed
// or removed field) fails with "does not satisfy the constraint 'true'" and names the field; a
// narrower type that no longer fits fails the `extends` above.
type DeclaredKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K extends "expand" ? never : K]: 0;
};
type SameFields<Hand, Generated> = [DeclaredKeys<Hand>] extends [keyof Generated]
  ? [keyof Generated] extends [DeclaredKeys<Hand>]
    ? true
    : { missingFromAppType: Exclude<keyof Generated, DeclaredKeys<Hand>> }
  : { notInMigrations: Exclude<DeclaredKeys<Hand>, keyof Generated> };
type Check<T extends true> = T;
type CollectionsMatch = [CollectionName] extends [keyof CollectionRecords]
  ? [keyof CollectionRecords] extends [CollectionName]
    ? true
    : { collectionMissingFromApp: Exclude<keyof CollectionRecords, CollectionName> }
  : { collectionNotInMigrations: Exclude<CollectionName, keyof CollectionRecords> };

/** Never used at run time; exported so that tsc evaluates it under noUnusedLocals. */
export type SchemaChecks = [
  Check<CollectionsMatch>,
  Check<SameFields<CATag, CAtagsRecord>>,
  Check<SameFields<CurrentAffair, CurrentAffairsRecord>>,
  Check<SameFields<Quiz, QuizsRecord>>,
  Check<SameFields<QuizAttempt, QuizAttemptsRecord>>,
  Check<SameFields<Course, CoursesRecord>>,
  Check<SameFields<Settings, SettingsRecord>>,
  Check<SameFields<Subscriber, SubscribersRecord>>,
  Check<SameFields<DigestRun, DigestRunsRecord>>,
  Check<SameFields<Lead, LeadsRecord>>,
  Check<SameFields<Message, MessagesRecord>>,
  Check<SameFields<StaffUser, UsersRecord>>,
  Check<SameFields<Student, StudentsRecord>>,
  Check<SameFields<OutboxMessage, OutboxRecord>>,
  Check<SameFields<StudentCodeLogEntry, StudentCodeLogRecord>>,
  Check<SameFields<SignInFailure, SignInFailuresRecord>>,
  Check<SameFields<SignInLock, SignInLocksRecord>>,
  Check<SameFields<QuizStart, QuizStartsRecord>>,
  Check<SameFields<Bookmark, BookmarksRecord>>,
  Check<SameFields<RevisionItem, RevisionItemsRecord>>,
  Check<SameFields<StudyDay, StudyDaysRecord>>,
  Check<SameFields<Question, QuestionsRecord>>,
  Check<SameFields<MockTest, MockTestsRecord>>,
  Check<SameFields<MockAttempt, MockAttemptsRecord>>,
];
