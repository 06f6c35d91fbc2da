// Types for every collection, matching pb_migrations/. Keep them in step with the migrations.
import type { RecordModel } from "pocketbase";

/** Fields every record has (autodate fields are added to every collection by our migrations). */
export interface BaseRecord extends RecordModel {
  id: string;
  collectionId: string;
  collectionName: string;
  created: string;
  updated: string;
}

export interface CATag extends BaseRecord {
  name: string;
}

export interface CurrentAffair extends BaseRecord {
  name: string;
  /** "YYYY-MM-DD HH:MM:SS.sssZ"; the calendar date is the first 10 characters. */
  date: string;
  desc: string;
  seoURL: string;
  /** Stored file name of the attached .docx ("" when none). */
  doc: string;
  /** Stored file names of images extracted from the DOCX at save time. */
  images: string[];
  active: boolean;
  /** CAtags ids. */
  tags: string[];
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
}

export interface Quiz extends BaseRecord {
  name: string;
  /** HTML; sanitise before rendering. */
  desc: string;
  active: boolean;
  questions: QuizQuestion[] | null;
}

export interface Course extends BaseRecord {
  name: string;
  cat: string[] | null;
  tags: string[] | null;
  /** Whole rupees. */
  price: number;
  url: string;
  description: string;
  image: string;
  order: number;
  active: boolean;
}

export interface Stat {
  label: string;
  value: string;
  note: string;
}
export interface Slide {
  title: string;
  text: string;
  ctaLabel?: string;
  ctaUrl?: string;
}
export interface CourseCategory {
  id: number;
  name: string;
}
export interface Testimonial {
  name: string;
  batch: string;
  course: string;
  testimonial: string;
}
export interface ResultEntry {
  name: string;
  exam: string;
  year: number;
  rank?: string;
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

/** The settings record's own fields (also the shape of the built-in defaults). */
export interface SettingsFields {
  instituteName: string;
  tagline: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  mapUrl: string;
  storeUrl: string;
  siteUrl: string;
  social: SocialLinks | null;
  appLinks: AppLinks | null;
  brochure: string;
  stats: Stat[] | null;
  slides: Slide[] | null;
  courseCategories: CourseCategory[] | null;
  testimonials: Testimonial[] | null;
  results: ResultEntry[] | null;
  about: string;
}

export interface Settings extends BaseRecord, SettingsFields {}

export interface Subscriber extends BaseRecord {
  email: string;
}

export interface Lead extends BaseRecord {
  name: string;
  mobile: string;
  course: string;
  status: "" | "new" | "contacted" | "closed";
}

export interface Message extends BaseRecord {
  name: string;
  email: string;
  phone: string;
  message: string;
  handled: boolean;
}

export interface StaffUser extends BaseRecord {
  email: string;
  name: string;
  verified: boolean;
}

/** Collection name → record type. */
export interface Collections {
  currentAffairs: CurrentAffair;
  CAtags: CATag;
  quizs: Quiz;
  courses: Course;
  settings: Settings;
  subscribers: Subscriber;
  leads: Lead;
  messages: Message;
  users: StaffUser;
}
export type CollectionName = keyof Collections;
