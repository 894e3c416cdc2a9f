import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppShell } from './app-shell';
import { RequireFromLogin, RequireMember, RequireRegistrationEntry } from './guards';
import { withTexts } from '../i18n';
// The landing page is most visitors' first screen: it ships with the shell (its slider does not).
import LandingPage from '../features/landing/landing-page';

// Every screen is its own chunk, fetched with its texts (withTexts): the landing page never downloads the cropper,
// search, Apollo or the other screens' texts.
// Declarative routing keeps react-router's data-router code out of the first download.
const RegistrationPage = lazy(withTexts(() => import('../features/registration/registration-page')));
const ForgotPasswordPage = lazy(withTexts(() => import('../features/auth/forgot-password-page')));
const ResetPasswordPage = lazy(withTexts(() => import('../features/auth/reset-password-page')));
const ProfilePage = lazy(withTexts(() => import('./routes/profile-route')));
const MyProfilePage = lazy(withTexts(() => import('../features/profile/my-profile-page')));
const EditProfilePage = lazy(withTexts(() => import('../features/profile/edit-profile-page')));
// The results chunk (and Apollo) start downloading with the page itself, not after it.
const SearchPage = lazy(
  withTexts(() => {
    void import('../features/search/components/search-results');
    return import('../features/search/search-page');
  }),
);
const ConnectionsPage = lazy(withTexts(() => import('../features/connections/components/connections-page')));
const SettingsPage = lazy(withTexts(() => import('../features/settings/components/settings-page')));
const MessagesPage = lazy(withTexts(() => import('../features/messages/messages-page')));
const AboutPage = lazy(withTexts(() => import('../features/info/about-page')));
const PrivacyPage = lazy(withTexts(() => import('../features/info/privacy-page')));
const TermsPage = lazy(withTexts(() => import('../features/info/terms-page')));
const NotFoundPage = lazy(withTexts(() => import('../features/info/not-found-page')));

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppShell />}>
          <Route index element={<LandingPage />} />
          <Route element={<RequireRegistrationEntry />}>
            <Route path="registration" element={<RegistrationPage />} />
          </Route>
          <Route element={<RequireFromLogin />}>
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
          </Route>
          <Route path="reset-password/:token" element={<ResetPasswordPage />} />
          <Route path="profile/:id" element={<ProfilePage />} />
          <Route element={<RequireMember />}>
            <Route path="search" element={<SearchPage />} />
            <Route path="my-profile" element={<MyProfilePage />} />
            <Route path="edit-profile" element={<EditProfilePage />} />
            <Route path="connections" element={<ConnectionsPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="messages/:memberId" element={<MessagesPage />} />
          </Route>
          <Route path="about" element={<AboutPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
