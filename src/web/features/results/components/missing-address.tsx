// What a results screen shows when opened without the LiveRC address it needs: why, and the way back.
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function MissingAddress({ title, message }: { title: string; message: string }) {
  return (
    <div className="space-y-3">
      <PageTitle>{title}</PageTitle>
      <p className="text-(--muted-foreground)">{message}</p>
      <Link to={paths.results} className={buttonClasses('secondary')}>
        Back to Results
      </Link>
    </div>
  );
}
