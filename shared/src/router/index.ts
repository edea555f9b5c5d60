/*
 * The page's one router, as a shared entry. Module federation provides a shared package whole, and
 * react-router whole is about 60 KB gzip (its data routers, SSR and RSC code); behind this entry
 * the host's build keeps only what the apps use, and every container still gets the same router
 * context. Apps import routing from here, never from react-router-dom (ESLint enforces it).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
