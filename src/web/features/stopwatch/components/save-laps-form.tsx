// The dialog's body: which set, which day and a note, under the figures that will be saved. The racer's
// sets load here, so a racer with none is sent to the Inventory screen instead of a form that cannot work.
import { Link } from 'react-router';
import { z } from 'zod';
import { lapsText, localIsoDate, tyreTypeName } from '../../../../domain/tyre-format';
import { groupTyres } from '../../../../domain/tyre-inventory-view';
import { tyreSessionCreateSchema } from '../../../../domain/tyre-sessions';
import type { TyreItem } from '../../../../domain/tyres';
import { useAddTyreSession, useTyres } from '../../../api/tyres';
import { Placeholders, QueryFallback } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/form/date-field';
import { Form } from '../../../components/ui/form/form';
import { SelectField } from '../../../components/ui/form/select-field';
import { showServerFieldErrors } from '../../../components/ui/form/server-field-errors';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useZodForm } from '../../../components/ui/form/use-zod-form';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { formatRaceTime } from '../../../lib/format';
import type { Lap } from '../../../lib/stopwatch/stopwatch-state';
import { lapSession } from '../lap-session';

const saveLapsSchema = z.object({
  tyreId: z.string().min(1, 'Choose a tyre set'),
  sessionDate: tyreSessionCreateSchema.shape.sessionDate,
  notes: tyreSessionCreateSchema.shape.notes,
});

const setName = (item: TyreItem) => `${tyreTypeName(item)}, Set #${item.setNumber}`;

type Props = { laps: readonly Lap[]; onSaved: () => void };

export function SaveLapsForm({ laps, onSaved }: Props) {
  const tyres = useTyres();
  if (!tyres.isSuccess) {
    return (
      <QueryFallback
        query={tyres}
        loading={<Placeholders blocks={['h-11 w-full', 'h-11 w-full']} />}
        title="Failed to load your tyre sets"
        message="Your laps are still on this phone: try again in a moment."
      />
    );
  }
  if (tyres.data.length === 0) {
    return (
      <div className="space-y-3">
        <p>You have no tyre sets yet. Add your sets in the inventory, then save these laps to one.</p>
        <Link to={paths.inventory} className="font-semibold text-(--primary) underline">
          Open Inventory
        </Link>
      </div>
    );
  }
  return <SessionForm sets={tyres.data} laps={laps} onSaved={onSaved} />;
}

function SessionForm({ sets, laps, onSaved }: Props & { sets: TyreItem[] }) {
  const addSession = useAddTyreSession();
  // By tyre type, then set number: the order the racer finds them in on the Inventory screen.
  const ordered = groupTyres(sets).flatMap((group) => group.items);
  const form = useZodForm(saveLapsSchema, {
    defaultValues: {
      // One set is the only choice; with more, the racer picks (laps on the wrong set would mislead).
      tyreId: ordered.length === 1 ? String(ordered[0]?.id) : '',
      sessionDate: localIsoDate(new Date()),
      notes: '',
    },
  });
  const session = lapSession(laps);
  if (!session) return null;

  const save = ({ tyreId, sessionDate, notes }: z.output<typeof saveLapsSchema>) =>
    addSession.mutate(
      { tyreId: Number(tyreId), session: { ...session, sessionDate, notes } },
      {
        onSuccess: () => {
          const set = ordered.find((item) => item.id === Number(tyreId));
          toast({
            title: 'Laps saved to tyre set',
            description: set && `${lapsText(session.laps)} on ${setName(set)}`,
          });
          onSaved();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({ title: 'Failed to save laps', description: error.message, variant: 'destructive' });
        },
      },
    );

  return (
    <Form form={form} onSubmit={save}>
      <p className="text-sm">
        <span className="font-semibold">{lapsText(session.laps)}</span> · best{' '}
        {formatRaceTime(session.bestLap)} · average {formatRaceTime(session.averageLap)}
      </p>
      <SelectField
        name="tyreId"
        label="Tyre set"
        placeholder="Choose a tyre set"
        options={ordered.map((item) => ({ value: String(item.id), label: setName(item) }))}
      />
      <DateField name="sessionDate" label="Date" />
      <TextareaField name="notes" label="Notes" placeholder="Track, conditions, what you changed" />
      <Button type="submit" className="w-full" disabled={addSession.isPending}>
        {addSession.isPending ? 'Saving...' : 'Save laps'}
      </Button>
    </Form>
  );
}
