import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COMMUNITIES,
  EXECUTIVE_FIELDS,
  GENDERS,
  MAX_LENGTH,
  STATE_NAMES,
  districtsOf,
  executiveRegistrationErrors,
  keepAddressChars,
  keepLettersAndSpaces,
  capitaliseWords,
  normaliseMobile,
  trimAll,
  type ExecutiveRegistrationFields,
} from '@matrimony/schema';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { say, validationText, type Said } from '../../../lib/api-error';
import { AuthCard } from '../../../components/form/auth-card';
import { RegisterExecutiveDocument } from '../api/operations';

type Field = keyof ExecutiveRegistrationFields;
/** Field -> code of its first failed rule (never the words: they are said at render, in the language shown). */
type Errors = Partial<Record<Field, string>>;

const EMPTY: ExecutiveRegistrationFields = {
  fullName: '',
  email: '',
  password: '',
  mobile: '',
  gender: '',
  community: '',
  state: '',
  district: '',
  block: '',
  address: '',
};


/**
 * /admin-register (docs/product.md, 'Executive console' and 'Input rules'): every field required, district after
 * state, errors clear per field.
 */
export default function AdminRegisterPage() {
  const { t } = useTranslation(['console', 'common']);
  const label = (field: Field) => t(`register.fields.${field}`);
  const navigate = useNavigate();
  const [values, setValues] = useState<ExecutiveRegistrationFields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<Said | null>(null);
  const [register, { loading }] = useMutation(RegisterExecutiveDocument);
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  const set = (field: Field, value: string) => {
    setValues((v) => {
      const next = { ...v, [field]: value };
      if (field === 'state' && value !== v.state) next.district = '';
      return next;
    });
    // Errors clear per field on change.
    setErrors((e) => {
      if (!e[field] && !(field === 'state' && e.district)) return e;
      const next = { ...e };
      delete next[field];
      if (field === 'state') delete next.district;
      return next;
    });
  };

  const focusFirst = (errs: Errors) => {
    const first = EXECUTIVE_FIELDS.find((f) => errs[f]);
    if (first) refs.current[first]?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const problems = executiveRegistrationErrors(values);
    if (problems.length) {
      const errs: Errors = {};
      for (const p of problems) errs[p.field as Field] ??= p.code;
      setErrors(errs);
      focusFirst(errs);
      return;
    }
    try {
      const input = trimAll(values);
      const { data } = await register({ variables: { input: { ...input, password: values.password } } });
      const result = data?.registerExecutive;
      if (result?.__typename === 'RegisterExecutiveSuccess') {
        // A flag, not the words: the login page says it in the language shown then (and after a switch).
        navigate('/admin-login', { state: { registered: true } });
        return;
      }
      if (result?.__typename === 'ValidationError') {
        const errs: Errors = {};
        for (const fe of result.fieldErrors) if ((EXECUTIVE_FIELDS as readonly string[]).includes(fe.field)) errs[fe.field as Field] ??= fe.code;
        setErrors(errs);
        focusFirst(errs);
      }
      setFormError(() => (result && 'code' in result ? say.failure(result) : say.key('common:messages.executiveRegistrationFailed')));
    } catch (err) {
      setFormError(() => say.requestError(err, 'common:messages.executiveRegistrationFailed'));
    }
  };

  const text = (field: Field, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      key={field}
      id={`register-${field}`}
      name={field}
      label={label(field)}
      required
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ? validationText(t, errors[field]) : undefined}
      inputRef={(el: HTMLElement | null) => {
        refs.current[field] = el;
      }}
      {...extra}
    />
  );

  const select = (field: Field, options: readonly string[], disabled = false) => (
    <TextField
      key={field}
      id={`register-${field}`}
      name={field}
      select
      label={label(field)}
      required
      disabled={disabled}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ? validationText(t, errors[field]) : disabled ? t('ui.chooseStateFirst') : undefined}
      inputRef={(el: HTMLElement | null) => {
        refs.current[field] = el;
      }}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {t(`common:reference.${field}.${o}`, { defaultValue: o })}
        </MenuItem>
      ))}
    </TextField>
  );

  // Built before the markup: field names are keys, not text people read.
  const fields = [
    text('fullName', {
        autoComplete: 'name',
        onChange: (e) => set('fullName', keepLettersAndSpaces(e.target.value)),
        // Only a real change clears the field's error: leaving an empty name still says it is required.
        onBlur: () => {
          const capitalised = capitaliseWords(values.fullName);
          if (capitalised !== values.fullName) set('fullName', capitalised);
        },
        slotProps: { htmlInput: { maxLength: MAX_LENGTH.name } },
      }),
    text('email', { type: 'email', autoComplete: 'email', slotProps: { htmlInput: { maxLength: MAX_LENGTH.email } } }),
    text('password', {
        type: 'password',
        autoComplete: 'new-password',
        slotProps: { htmlInput: { maxLength: MAX_LENGTH.password } },
      }),
    text('mobile', {
        type: 'tel',
        autoComplete: 'tel-national',
        // Normalised, not cut by maxLength: a pasted "+91 98270 12345" keeps its last ten digits.
        onChange: (e) => set('mobile', normaliseMobile(e.target.value)),
        slotProps: { htmlInput: { inputMode: 'numeric' } },
      }),
    select('gender', GENDERS),
    select('community', COMMUNITIES),
    select('state', STATE_NAMES),
    select('district', districtsOf(values.state), !values.state),
    text('block', {
        onChange: (e) => set('block', keepAddressChars(e.target.value)),
        slotProps: { htmlInput: { maxLength: MAX_LENGTH.block } },
      }),
    text('address', {
        autoComplete: 'street-address',
        onChange: (e) => set('address', keepAddressChars(e.target.value)),
        slotProps: { htmlInput: { maxLength: MAX_LENGTH.address } },
      }),
  ];

  return (
    <AuthCard title={t('register.title')} width={720}>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="register-error">
          {formError(t)}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('register.form')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {fields}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" size="large" fullWidth disabled={loading}>
            {loading ? t('register.registering') : t('register.register')}
          </Button>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('register.already')}{' '}
        <Link component={RouterLink} to="/admin-login">
          {t('register.loginHere')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
