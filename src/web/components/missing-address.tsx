// A results screen's head: Back with its title and subtitle; and what it shows when opened without the
// LiveRC address it needs: why, and the way back.
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { PageTitle } from './page-title';
import { Button, buttonClasses } from './ui/button';

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

export function BackHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const navigate = useNavigate();
  return (
    <div className="flex items-start gap-2">
      <Button variant="ghost" aria-label="Back" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden className="size-5" />
      </Button>
      <div>
        <PageTitle>{title}</PageTitle>
        <p className="text-(--muted-foreground)">{subtitle}</p>
      </div>
    </div>
  );
}
