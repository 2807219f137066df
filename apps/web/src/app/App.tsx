import { Provider as JotaiProvider } from 'jotai';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PublicLayout } from '../layout/PublicLayout';

// Each screen is its own chunk, loaded when its route is first visited.
const HomeScreen = lazy(() => import('../screens/home/HomeScreen'));

export function App() {
  return (
    <JotaiProvider>
      <PublicLayout>
        <Suspense fallback={null}>
          <Switch>
            <Route path="/" component={HomeScreen} />
            {/* Spec 2.1: any other path redirects to the home page. */}
            <Route>
              <Redirect to="/" replace />
            </Route>
          </Switch>
        </Suspense>
      </PublicLayout>
    </JotaiProvider>
  );
}
