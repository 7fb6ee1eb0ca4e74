// The public schedule and plans (GET /public/schedule, /public/schedule/{slug}, /public/plans):
// what a visitor may know of the groups and prices. Nothing here names or counts a child, and of
// a teacher only the first name is said.
import { z } from 'zod'
import { GROUP_LEVELS } from '../group-levels.ts'
import { WEEKDAYS } from '../rrule.ts'
import { CLASS_TYPES } from './class-sessions.ts'

/** Places left, coarsely: never a number, which would tell how many children ride. */
export const SPOTS = ['available', 'few', 'full'] as const
export type Spots = (typeof SPOTS)[number]

/** A discount tier in force today, with its words ('desde 8 clases al mes: $9.000 por clase'). */
export const publicDiscountSchema = z.object({
  min_classes: z.number().int(),
  max_classes: z.number().int(),
  discount_percentage: z.number(),
  /** What a class costs in this tier; null where there is no class price to discount. */
  price_per_class: z.number().int().nullable(),
  text: z.string(),
})
export type PublicDiscount = z.infer<typeof publicDiscountSchema>

/** One published group that has not ended, as the public schedule shows it. */
export const publicGroupSchema = z.object({
  /** From the name ('iniciacion-infantil'); a repeated name gets '-2'. The page's address. */
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  level: z.enum(GROUP_LEVELS).nullable(),
  /** 'Iniciación', 'Intermedio', 'Avanzado'. */
  level_label: z.string().nullable(),
  age_min: z.number().int().nullable(),
  /** Null: adults welcome, no upper limit. */
  age_max: z.number().int().nullable(),
  /** '7 a 10 años', 'desde 18 años'; null when the group names no ages. */
  ages_text: z.string().nullable(),
  days: z.array(z.enum(WEEKDAYS)),
  /** 'HH:MM'; null with `days` empty when the group has no plain weekly schedule. */
  time: z.string().nullable(),
  /** 'martes y jueves 17:30'. */
  schedule_text: z.string().nullable(),
  /** The first day of a group that has not started yet; null once it runs. */
  starts_on: z.string().nullable(),
  location: z.string().nullable(),
  map_url: z.string().nullable(),
  /** The teachers' first names, nothing else. */
  instructors: z.array(z.string()),
  /** CLP per class in force today: the group's own price, else the group class price. */
  price_per_class: z.number().int().nullable(),
  discounts: z.array(publicDiscountSchema),
  /** CLP per ride on the school's transport, when it has one. */
  transport_price: z.number().int().nullable(),
  /** Places left, coarsely; null: the group takes anyone. Never a count of children. */
  spots_left: z.enum(SPOTS).nullable(),
})
export type PublicGroup = z.infer<typeof publicGroupSchema>

export const publicScheduleSchema = z.object({ groups: z.array(publicGroupSchema) })
export type PublicSchedule = z.infer<typeof publicScheduleSchema>

export const publicGroupParamsSchema = z.object({ slug: z.string().max(100) })

/** The school's prices in force today, from Tarifas, for the Planes page. */
export const publicPlansSchema = z.object({
  class_prices: z.array(
    z.object({
      class_type: z.enum(CLASS_TYPES),
      /** 'Grupal Recurrente', 'Particular', 'Paseo'. */
      label: z.string(),
      price: z.number().int(),
      /** The tiers in force, as what a class of this type then costs. */
      discounts: z.array(publicDiscountSchema),
    }),
  ),
  /** The tiers in force, as a percentage off the month's classes. */
  discounts: z.array(publicDiscountSchema),
  transport_price: z.number().int().nullable(),
  /** Once per family and month; whole CLP. */
  service_fee: z.number().int().nullable(),
})
export type PublicPlans = z.infer<typeof publicPlansSchema>
