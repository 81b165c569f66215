# What `cmake --install` puts where, in two components:
#   tool: bin/gridsolve, its man page, its bash and zsh completions and the
#         user documents (share/doc/gridsolve);
#   dev:  the static library, the public headers, the CMake package
#         (find_package(gridsolve)) and gridsolve.pc (pkg-config).
# `cmake --install build` installs both; `--component tool` or `--component
# dev` one of them. CPack makes one Debian package of each (cmake/package.cmake).
include(CMakePackageConfigHelpers)

# The library, its headers and the CMake package.
install(TARGETS gridsolve_lib EXPORT gridsolveTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)
install(DIRECTORY include/gridsolve DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT dev FILES_MATCHING
        PATTERN "*.hpp")
install(FILES ${PROJECT_BINARY_DIR}/include/gridsolve/version.hpp DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/gridsolve
        COMPONENT dev)
set(GRIDSOLVE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/gridsolve)
install(EXPORT gridsolveTargets NAMESPACE gridsolve:: DESTINATION ${GRIDSOLVE_CMAKE_DIR} COMPONENT dev)
configure_package_config_file(cmake/gridsolveConfig.cmake.in ${PROJECT_BINARY_DIR}/gridsolveConfig.cmake
                              INSTALL_DESTINATION ${GRIDSOLVE_CMAKE_DIR})
# Before 1.0 a minor version may change the API: find_package(gridsolve 0.2)
# takes 0.2.x only.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/gridsolveConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/gridsolveConfig.cmake ${PROJECT_BINARY_DIR}/gridsolveConfigVersion.cmake
        DESTINATION ${GRIDSOLVE_CMAKE_DIR} COMPONENT dev)

# pkg-config: the prefix is found from where the file lies (${pcfiledir}), so
# that `cmake --install --prefix DIR` and the .deb need no other copy.
file(RELATIVE_PATH GRIDSOLVE_PC_TO_PREFIX /${CMAKE_INSTALL_LIBDIR}/pkgconfig /)
string(REGEX REPLACE "/$" "" GRIDSOLVE_PC_TO_PREFIX "${GRIDSOLVE_PC_TO_PREFIX}")
configure_file(cmake/gridsolve.pc.in ${PROJECT_BINARY_DIR}/gridsolve.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/gridsolve.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT dev)

if(GRIDSOLVE_BUILD_TOOL)
  install(TARGETS gridsolve RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT tool)

  # The man page (docs/gridsolve.1.in, with the version filled in), gzipped
  # as Debian keeps man pages.
  configure_file(docs/gridsolve.1.in ${PROJECT_BINARY_DIR}/gridsolve.1 @ONLY)
  find_program(GZIP_PROGRAM gzip)
  if(GZIP_PROGRAM)
    add_custom_command(OUTPUT ${PROJECT_BINARY_DIR}/gridsolve.1.gz
                       COMMAND ${GZIP_PROGRAM} -9 -n -f -k ${PROJECT_BINARY_DIR}/gridsolve.1
                       DEPENDS ${PROJECT_BINARY_DIR}/gridsolve.1 COMMENT "Compressing the man page" VERBATIM)
    add_custom_target(gridsolve_man ALL DEPENDS ${PROJECT_BINARY_DIR}/gridsolve.1.gz)
    set(man_page ${PROJECT_BINARY_DIR}/gridsolve.1.gz)
  else()
    set(man_page ${PROJECT_BINARY_DIR}/gridsolve.1)
  endif()
  install(FILES ${man_page} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT tool)

  # Completions. bash-completion loads share/bash-completion/completions/NAME
  # on first use, under /usr and /usr/local alike. zsh reads _NAME from its
  # $fpath: Debian's zsh looks in /usr/share/zsh/vendor-completions for
  # packages and /usr/local/share/zsh/site-functions for local installs, so
  # the folder follows the prefix at install time (CPack installs to /usr).
  install(FILES completions/gridsolve.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
          RENAME gridsolve COMPONENT tool)
  set(GRIDSOLVE_ZSH_COMPLETION_DIR "" CACHE STRING
      "Where _gridsolve goes, relative to the prefix (default: share/zsh/vendor-completions under /usr, else share/zsh/site-functions)")
  install(CODE "
    set(zsh_dir \"${GRIDSOLVE_ZSH_COMPLETION_DIR}\")
    if(NOT zsh_dir)
      if(CMAKE_INSTALL_PREFIX STREQUAL \"/usr\")
        set(zsh_dir share/zsh/vendor-completions)
      else()
        set(zsh_dir share/zsh/site-functions)
      endif()
    endif()
    file(INSTALL \"${PROJECT_SOURCE_DIR}/completions/_gridsolve\" DESTINATION \"\${CMAKE_INSTALL_PREFIX}/\${zsh_dir}\")"
    COMPONENT tool)

  # The documents for people using the tool, who have no source tree: the
  # README and every docs/ file it links (the rules, also `gridsolve help
  # rules`; check and gen; cards; blocks; the browser page; the 2048
  # search's design notes and measurements), and examples/, which the README's
  # commands name (`gridsolve 2048 examples/2048-statement.txt` works from
  # share/doc/gridsolve). docs/ and examples/ keep their places beside the
  # README, so that its links and commands work where they are installed
  # (scripts/install_test.sh follows every link). Left as Debian would not:
  # the documents are not gzipped, since a link to docs/rules.md would then
  # lead nowhere.
  install(FILES README.md DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT tool)
  install(FILES docs/rules.md docs/check.md docs/cards.md docs/blocks.md docs/web.md docs/2048-speed.md
          DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs COMPONENT tool)
  # The screenshot that the README shows (the others are linked by none).
  install(FILES docs/screenshots/web-2048-last.png DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs/screenshots
          COMPONENT tool)
  install(DIRECTORY examples/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples COMPONENT tool)
endif()
