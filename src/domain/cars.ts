// A racer's cars ('My cars'): each has a class (1/8 nitro buggy, 1/10 2WD buggy ...) and the setup sheet its
// class uses. A setup sheet belongs to a car; a race log entry may name one.
import { z } from 'zod';
import { idParamsSchema } from './api.ts';
import { SETUP_TEMPLATES, type SetupTemplateId, setupTemplateSchema } from './setup-templates.ts';
import { optionalText, requiredText } from './text.ts';

/** The classes a car is raced in, and the setup sheets each can use (the first is offered first). */
export const CAR_CLASSES = {
  '1/8 nitro buggy': ['eighth-nitro', 'agama-8'],
  '1/8 nitro truggy': ['eighth-nitro', 'agama-8'],
  '1/8 electric buggy': ['eighth-electric'],
  '1/8 electric truggy': ['eighth-electric'],
  '1/10 2WD buggy': ['tenth-2wd'],
  '1/10 4WD buggy': ['tenth-4wd'],
} as const satisfies Record<string, readonly SetupTemplateId[]>;
export type CarClass = keyof typeof CAR_CLASSES;
export const CAR_CLASS_NAMES = Object.keys(CAR_CLASSES) as CarClass[];

export const templatesOfClass = (carClass: CarClass): readonly [SetupTemplateId, ...SetupTemplateId[]] =>
  CAR_CLASSES[carClass];

/** 'Club 2WD · 1/10 2WD buggy': a car as a choice names it. */
export const carLabel = (car: Pick<Car, 'name' | 'carClass'>) => `${car.name} · ${car.carClass}`;

/** A car for a sheet of this kind, as a copied sheet makes one: named after the sheet, of its first class. */
export function carForTemplate(template: SetupTemplateId): CarCreate {
  const carClass = CAR_CLASS_NAMES.find((name) => templatesOfClass(name).includes(template)) as CarClass;
  return { name: SETUP_TEMPLATES[template].label, carClass, template };
}

/** The car every racer's sheets from before cars belonged to (and a sheet saved without a car goes to). */
export const FIRST_AGAMA_CAR = {
  name: 'Agama 1/8 buggy',
  make: 'Agama',
  model: null,
  carClass: '1/8 nitro buggy',
  template: 'agama-8',
} as const satisfies Omit<Car, 'id' | 'createdAt'>;

const CAR_TEXT_MAX = 60;

const carClassSchema = z.enum(CAR_CLASS_NAMES as [CarClass, ...CarClass[]], {
  error: `Class must be one of ${CAR_CLASS_NAMES.join(', ')}`,
});

const carFields = {
  name: requiredText('Car name', CAR_TEXT_MAX),
  make: optionalText('Make', CAR_TEXT_MAX),
  model: optionalText('Model', CAR_TEXT_MAX),
  carClass: carClassSchema,
};

/** The class's sheets must include the car's: a 1/10 buggy has no 1/8 sheet. */
const templateFitsClass = (car: { carClass: CarClass; template?: SetupTemplateId | undefined }) =>
  car.template === undefined || templatesOfClass(car.carClass).includes(car.template);
const TEMPLATE_MISFIT = { message: "That setup sheet is not one of this class's", path: ['template'] };

/** POST /api/cars: `template` left out takes the class's first sheet. */
export const carCreateSchema = z
  .strictObject({
    ...carFields,
    make: carFields.make.default(null),
    model: carFields.model.default(null),
    template: setupTemplateSchema.optional(),
  })
  .refine(templateFitsClass, TEMPLATE_MISFIT)
  .transform((car) => ({ ...car, template: car.template ?? templatesOfClass(car.carClass)[0] }));
export type CarCreate = z.input<typeof carCreateSchema>;
export type CarCreateParsed = z.output<typeof carCreateSchema>;

/**
 * PATCH /api/cars/{id}: name, make, model, class. The sheet stays the car's (its sheets hold that sheet's
 * fields), so a new class must use it too; the server checks that against the stored sheet.
 */
export const carPatchSchema = z.strictObject(carFields).partial();
export type CarPatch = z.input<typeof carPatchSchema>;
export type CarPatchParsed = z.output<typeof carPatchSchema>;

export const carSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  carClass: carClassSchema,
  template: setupTemplateSchema,
  /** ISO 8601 */
  createdAt: z.string(),
});
export type Car = z.infer<typeof carSchema>;
export const carListSchema = z.array(carSchema);

export const carIdParamsSchema = idParamsSchema('Car');

export const CAR_NOT_FOUND = 'Car not found';
export const carClassKeepsSheet = (carClass: CarClass, template: SetupTemplateId) =>
  `A ${carClass} cannot use the ${SETUP_TEMPLATES[template].label} sheet this car's setups are on`;
export const carHasSheets = (count: number) =>
  `This car has ${count === 1 ? '1 setup sheet' : `${count} setup sheets`}: delete ${count === 1 ? 'it' : 'them'} first`;
