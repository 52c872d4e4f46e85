// The sign-in screen shown in place of every page while signed out: 'Welcome Back' or 'Create Account'.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

export function AuthScreen() {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  // After registering, the sign-in form starts with the new username: one less thing to type.
  const [registeredUsername, setRegisteredUsername] = useState('');
  const registering = mode === 'register';

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-8">
      <p className="mb-6 text-center text-2xl font-extrabold tracking-tight text-(--primary)">Pitboard</p>
      <Card>
        <h1 className="text-2xl font-bold">{registering ? 'Create Account' : 'Welcome Back'}</h1>
        <p className="mt-1 mb-5 text-sm text-(--muted-foreground)">
          {registering
            ? 'Keep your tyres, setups and results in one place.'
            : 'Sign in for live timing, results and your race timer.'}
        </p>
        {registering ? (
          <RegisterForm
            onRegistered={(username) => {
              setRegisteredUsername(username);
              setMode('login');
            }}
          />
        ) : (
          <LoginForm key={registeredUsername} defaultUsername={registeredUsername} />
        )}
        <Button
          variant="link"
          className="mt-3 w-full font-medium"
          onClick={() => setMode(registering ? 'login' : 'register')}
        >
          {registering ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
        </Button>
      </Card>
    </main>
  );
}
