import { JobsScreen, toCategoryFilter } from '@brand/ui';
import { sampleJobs } from '@brand/ui/sample-data';
import { useSearchParams } from 'react-router-dom';
import { useSessionData } from '../data/sessionStore';

/** Browse Jobs: posted jobs first, then the sample feed; search and filter live in the URL. */
export function JobsRoute() {
  const { postedJobs } = useSessionData();
  const [params, setParams] = useSearchParams();
  const update = (name: 'q' | 'category', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'all') next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <JobsScreen
      jobs={[...postedJobs, ...sampleJobs]}
      query={params.get('q') ?? ''}
      onQueryChange={(query) => update('q', query)}
      category={toCategoryFilter(params.get('category') ?? 'all')}
      onCategoryChange={(category) => update('category', category)}
    />
  );
}
