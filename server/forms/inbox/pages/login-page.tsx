/** @jsxRuntime automatic */
import { Layout } from './layout.tsx';

// The login form: login, password and, when the account has one, the code of the authenticator app.
// A wrong answer never says which of the three was wrong, nor whether the login exists. `next`: the
// login was asked for on the web editor's address, and goes back there (login-routes.ts).

export function LoginPage({
  csrfToken,
  error,
  login,
  next,
}: {
  csrfToken: string;
  error?: string | undefined;
  login?: string | undefined;
  next?: string | undefined;
}) {
  return (
    <Layout title="Вход">
      <h1>Вход для сотрудников клиники</h1>
      {error && (
        <p className="error" role="alert" id="login-error">
          {error}
        </p>
      )}
      <form method="post" action="/login" className="login" aria-describedby={error ? 'login-error' : undefined}>
        <input type="hidden" name="_csrf" value={csrfToken} />
        {next === undefined ? null : <input type="hidden" name="next" value={next} />}
        <p className="field">
          <label htmlFor="login">Имя пользователя</label>
          <input id="login" name="login" type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required defaultValue={login} />
        </p>
        <p className="field">
          <label htmlFor="password">Пароль</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
        </p>
        <p className="field">
          <label htmlFor="code">Код из приложения-аутентификатора</label>
          <input
            id="code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            aria-describedby="code-hint"
          />
          <span className="hint" id="code-hint">
            Шесть цифр, если для вашей учётной записи включён второй фактор
          </span>
        </p>
        <p>
          <button type="submit">Войти</button>
        </p>
      </form>
    </Layout>
  );
}
