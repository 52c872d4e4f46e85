// Any path the app does not know.
import { Link } from 'react-router';
import { PageTitle } from '../components/page-title';
import { buttonClasses } from '../components/ui/button';
import { paths } from '../config/paths';

export function NotFoundPage() {
  return (
    <div className="space-y-4">
      <PageTitle>404 Page Not Found</PageTitle>
      <p className="text-(--muted-foreground)">There is nothing at this address.</p>
      <Link to={paths.home} className={buttonClasses('secondary')}>
        Back to the dashboard
      </Link>
    </div>
  );
}
